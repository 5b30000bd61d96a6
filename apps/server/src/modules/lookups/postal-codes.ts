// Adapter to the public CEP service (ViaCEP's API: GET <base>/<8 digits>/json/). Its address is CEP_SERVICE_URL
// (default https://viacep.com.br/ws) and an answer must come within CEP_TIMEOUT_MS (default 3 s); any other outcome
// becomes postal_code.unavailable, an unknown CEP postal_code.not_found.
import type { PostalAddress } from '@trilha/contract';
import { AppError } from '../../platform/http/app-error.ts';

interface ViaCepAnswer {
  cep?: unknown;
  logradouro?: unknown;
  complemento?: unknown;
  bairro?: unknown;
  localidade?: unknown;
  uf?: unknown;
  ibge?: unknown;
  erro?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function fetchPostalAddress(baseUrl: string, timeoutMs: number, cep: string): Promise<PostalAddress> {
  let answer: ViaCepAnswer;
  try {
    // the trailing slashes from the first of them (?<!\/): a start at each would scan the run again, n² on a long one
    const response = await fetch(`${baseUrl.replace(/(?<!\/)\/+$/, '')}/${cep}/json/`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (response.status === 400 || response.status === 404) throw new AppError('postal_code.not_found');
    if (!response.ok) throw new AppError('postal_code.unavailable');
    answer = (await response.json()) as ViaCepAnswer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('postal_code.unavailable');
  }
  if (typeof answer !== 'object' || answer === null) throw new AppError('postal_code.unavailable');
  if (answer.erro === true || answer.erro === 'true') throw new AppError('postal_code.not_found');
  const city = text(answer.localidade);
  const state = text(answer.uf);
  if (!city || !state) throw new AppError('postal_code.unavailable');
  const ibge = Number(text(answer.ibge));
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    street: text(answer.logradouro),
    complement: text(answer.complemento),
    neighborhood: text(answer.bairro),
    city,
    state,
    cityId: Number.isInteger(ibge) && ibge > 0 ? ibge : null,
  };
}
