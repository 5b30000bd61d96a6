// A stand-in for the public CEP service (ViaCEP, outside the product) on the journeys' closed network: the server's
// real adapter (CEP_SERVICE_URL) asks it at GET /ws/<8 digits>/json/ and gets ViaCEP's own answers for a few CEPs.
import { createServer } from 'node:http';

const ADDRESSES = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  13015904: {
    cep: '13015-904',
    logradouro: 'Avenida Francisco Glicério',
    complemento: '1269',
    bairro: 'Centro',
    localidade: 'Campinas',
    uf: 'SP',
    ibge: '3509502',
    ddd: '19',
  },
};

/** Starts the fake on a free loopback port; resolves with its base URL (the value of CEP_SERVICE_URL). */
export function startFakeViaCep() {
  const server = createServer((request, response) => {
    const match = /^\/ws\/(\d{8})\/json\/?$/.exec(request.url ?? '');
    response.setHeader('content-type', 'application/json; charset=utf-8');
    if (!match) {
      response.statusCode = 400;
      response.end('{"erro":"true"}');
      return;
    }
    response.end(JSON.stringify(ADDRESSES[match[1]] ?? { erro: 'true' }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${server.address().port}/ws`);
    });
  });
}
