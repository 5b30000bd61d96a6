import { fold } from './resume-dates.ts';

// Words that mark a company's name (legal forms, kinds of business) and a job's title, folded (no accents, lower case).
const COMPANY =
  /\b(?:ltda|s\.?a\.?|s\/a|eireli|inc|corp|corporation|llc|ltd|gmbh|grupo|group|banco|bank|hospital|clinica|clinic|company|companhia|cia|industria|industrias|comercio|servicos|tecnologia|technologies|consultoria|solucoes|cooperativa|prefeitura|secretaria municipal|universidade|faculdade)\b/;
const ROLE =
  /\b(?:desenvolvedora?|developer|engenheira?|engineer|analista|analyst|gerente|manager|coordenadora?|coordinator|assistente|assistant|auxiliar|tecnic[oa]|technician|estagiari[oa]|intern|consultora?|consultant|diretora?|director|supervisora?|especialista|specialist|enfermeir[oa]|nurse|vendedora?|professora?|teacher|designer|arquitet[oa]|architect|operadora?|lider|lead|cientista|scientist|programadora?|programmer|atendente|recepcionista|advogad[oa]|lawyer|contadora?|accountant|medic[oa]|motorista|driver|agente|representante|executiv[oa]|trainee|aprendiz|caixa|cashier|estoquista|repositora?|farmaceutic[oa]|pharmacist|psicologa?|psicologo|nutricionista|fisioterapeuta|socia?|fundadora?|founder|ceo|cto|cfo)\b/;

const isCompany = (text: string) => COMPANY.test(fold(text));
const isRole = (text: string) => ROLE.test(fold(text));

/**
 * An experience's title line split in two ("Role — Company" or "Company - Role"): which side is the role. Role first
 * unless the words say otherwise: the first side is a company's name ("Acme Ltda") and the second is not, or the
 * second is a job title ("Desenvolvedor") and the first is not.
 */
export function roleAndCompany(first: string, second: string): { role: string; company: string } {
  const swapped = (isCompany(first) && !isCompany(second)) || (isRole(second) && !isRole(first));
  return swapped ? { role: second, company: first } : { role: first, company: second };
}
