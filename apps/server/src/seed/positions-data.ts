import type { ContractType, EducationLevel } from '@trilha/contract';

/**
 * Occupation profiles the positions seed composes from, so the data is what a Brazilian would believe. `pay` is the
 * monthly median of a full-time CLT job at the "Pleno" level (or the only level, for a flat track) in the Sudeste, in
 * reais, in the range the Brazilian salary surveys publish (Catho, Glassdoor, Salario.com.br with CAGED data, 2025);
 * `contracts` are the ways the occupation is hired (F full-time, P part-time, C PJ contractor, T temporary, I
 * internship, V volunteer, D per diem, O freelance); `intern` names its internship; `track` says whether the title
 * takes Júnior/Pleno/Sênior.
 */
export interface Occupation {
  title: string;
  pay: number;
  track: 'career' | 'flat';
  contracts: ContractType[];
  intern?: string;
  remote?: boolean;
  education: EducationLevel;
}

const CONTRACT_CODES: Record<string, ContractType> = {
  F: 'FULL_TIME',
  P: 'PART_TIME',
  C: 'CONTRACTOR',
  T: 'TEMPORARY',
  I: 'INTERN',
  V: 'VOLUNTEER',
  D: 'PER_DIEM',
  O: 'OTHER',
};

function job(
  title: string,
  pay: number,
  track: 'career' | 'flat',
  contracts: string,
  education: EducationLevel,
  extra: { intern?: string; remote?: boolean } = {},
): Occupation {
  return { title, pay, track, contracts: [...contracts].map((code) => CONTRACT_CODES[code] ?? 'FULL_TIME'), education, ...extra };
}

export const CATEGORIES: Record<number, { skills: string[]; occupations: Occupation[] }> = {
  1: {
    skills: ['JavaScript', 'TypeScript', 'React', 'Python', 'SQL', 'Git', 'Data analysis'],
    occupations: [
      job('Desenvolvedor(a) Front-end', 7000, 'career', 'FCI', 'higher', { intern: 'Estágio em Desenvolvimento Front-end', remote: true }),
      job('Desenvolvedor(a) Back-end', 7500, 'career', 'FCI', 'higher', { intern: 'Estágio em Desenvolvimento Back-end', remote: true }),
      job('Analista de Suporte Técnico', 3200, 'career', 'FI', 'technical', { intern: 'Estágio em Suporte Técnico' }),
      job('Engenheiro(a) de Software', 9500, 'career', 'FC', 'higher', { remote: true }),
      job('Analista de Infraestrutura', 5800, 'career', 'FC', 'higher'),
      job('Cientista de Dados', 9500, 'career', 'FCI', 'higher', { intern: 'Estágio em Ciência de Dados', remote: true }),
      job('Analista de Dados', 6500, 'career', 'FCI', 'higher', { intern: 'Estágio em Análise de Dados', remote: true }),
    ],
  },
  2: {
    skills: ['Customer service', 'Teamwork', 'Communication'],
    occupations: [
      job('Técnico(a) de Enfermagem', 2900, 'flat', 'FTD', 'technical'),
      job('Enfermeiro(a)', 5000, 'career', 'FT', 'higher'),
      job('Recepcionista de Clínica', 1900, 'flat', 'FP', 'high_school'),
      job('Farmacêutico(a)', 5200, 'flat', 'FP', 'higher'),
      job('Fisioterapeuta', 3800, 'flat', 'FPC', 'higher'),
      job('Auxiliar de Saúde Bucal', 1900, 'flat', 'FP', 'technical'),
    ],
  },
  3: {
    skills: ['Teamwork', 'Problem solving', 'Advanced Excel'],
    occupations: [
      job('Operador(a) de Máquinas Agrícolas', 3200, 'flat', 'FT', 'high_school'),
      job('Técnico(a) Agrícola', 3400, 'flat', 'FT', 'technical'),
      job('Engenheiro(a) Agrônomo(a)', 8000, 'career', 'FCI', 'higher', { intern: 'Estágio em Agronomia' }),
      job('Assistente de Campo', 2300, 'flat', 'FT', 'high_school'),
      job('Analista de Produção Agrícola', 4800, 'career', 'FI', 'higher', { intern: 'Estágio em Produção Agrícola' }),
      job('Tratorista', 2700, 'flat', 'FT', 'none'),
    ],
  },
  4: {
    skills: ['Customer service', 'Communication', 'Teamwork'],
    occupations: [
      job('Operador(a) de Caixa', 1750, 'flat', 'FPT', 'high_school'),
      job('Vendedor(a) de Loja', 1900, 'flat', 'FPT', 'high_school'),
      job('Repositor(a) de Mercadorias', 1700, 'flat', 'FPT', 'none'),
      job('Gerente de Loja', 4800, 'flat', 'F', 'high_school'),
      job('Fiscal de Prevenção de Perdas', 2100, 'flat', 'FT', 'high_school'),
    ],
  },
  5: {
    skills: ['Problem solving', 'Teamwork', 'Leadership'],
    occupations: [
      job('Operador(a) de Produção', 2300, 'flat', 'FT', 'high_school'),
      job('Técnico(a) de Manutenção', 4000, 'flat', 'FT', 'technical'),
      job('Inspetor(a) de Qualidade', 3000, 'flat', 'F', 'technical'),
      job('Soldador(a)', 3100, 'flat', 'FTD', 'technical'),
      job('Supervisor(a) de Produção', 6000, 'flat', 'F', 'technical'),
    ],
  },
  6: {
    skills: ['Advanced Excel', 'Corporate finance', 'Data analysis', 'Power BI'],
    occupations: [
      job('Analista Financeiro(a)', 5800, 'career', 'FI', 'higher', { intern: 'Estágio em Finanças' }),
      job('Assistente de Contas a Pagar', 2700, 'flat', 'F', 'high_school'),
      job('Analista de Crédito', 4800, 'career', 'F', 'higher'),
      job('Controller', 15000, 'flat', 'F', 'postgraduate'),
      job('Analista de Tesouraria', 5300, 'career', 'FI', 'higher', { intern: 'Estágio em Tesouraria' }),
    ],
  },
  7: {
    skills: ['Communication', 'Public speaking', 'English'],
    occupations: [
      job('Professor(a) de Matemática', 3800, 'flat', 'FP', 'higher'),
      job('Professor(a) de Inglês', 3200, 'flat', 'PO', 'higher', { remote: true }),
      job('Coordenador(a) Pedagógico(a)', 6000, 'flat', 'F', 'postgraduate'),
      job('Monitor(a) Escolar', 1700, 'flat', 'PF', 'high_school'),
      job('Designer Instrucional', 5000, 'career', 'FC', 'higher', { remote: true }),
    ],
  },
  8: {
    skills: ['Advanced Excel', 'Communication', 'Teamwork'],
    occupations: [
      job('Assistente Administrativo(a)', 2400, 'flat', 'FPT', 'high_school'),
      job('Recepcionista', 1850, 'flat', 'FP', 'high_school'),
      job('Auxiliar de Escritório', 1800, 'flat', 'F', 'high_school'),
      job('Secretário(a) Executivo(a)', 4800, 'flat', 'F', 'higher'),
      job('Analista Administrativo(a)', 4200, 'career', 'FI', 'higher', { intern: 'Estágio em Administração' }),
    ],
  },
  9: {
    skills: ['Negotiation', 'Communication', 'Customer service'],
    occupations: [
      job('Executivo(a) de Vendas', 6500, 'career', 'FC', 'higher'),
      job('Representante Comercial', 4000, 'flat', 'CF', 'high_school'),
      job('Consultor(a) de Vendas', 3000, 'flat', 'FP', 'high_school'),
      job('Analista Comercial', 4700, 'career', 'FI', 'higher', { intern: 'Estágio Comercial' }),
      job('SDR - Pré-vendas', 3200, 'career', 'F', 'high_school', { remote: true }),
    ],
  },
  10: {
    skills: ['Storytelling', 'Data analysis', 'Communication'],
    occupations: [
      job('Analista de Marketing Digital', 5000, 'career', 'FCI', 'higher', { intern: 'Estágio em Marketing Digital', remote: true }),
      job('Social Media', 3300, 'career', 'FCO', 'higher', { remote: true }),
      job('Redator(a) Publicitário(a)', 4200, 'career', 'FCO', 'higher', { remote: true }),
      job('Analista de SEO', 5000, 'career', 'FC', 'higher', { remote: true }),
      job('Coordenador(a) de Marketing', 9500, 'flat', 'F', 'higher'),
    ],
  },
  11: {
    skills: ['Teamwork', 'Problem solving', 'Advanced Excel'],
    occupations: [
      job('Motorista Entregador(a)', 2600, 'flat', 'FTD', 'high_school'),
      job('Auxiliar de Logística', 1900, 'flat', 'FT', 'high_school'),
      job('Conferente', 2200, 'flat', 'FT', 'high_school'),
      job('Analista de Logística', 4700, 'career', 'FI', 'higher', { intern: 'Estágio em Logística' }),
      job('Operador(a) de Empilhadeira', 2600, 'flat', 'FT', 'high_school'),
    ],
  },
  12: {
    skills: ['Problem solving', 'Leadership', 'Advanced Excel'],
    occupations: [
      job('Engenheiro(a) Civil', 8500, 'career', 'FCI', 'higher', { intern: 'Estágio em Engenharia Civil' }),
      job('Engenheiro(a) Eletricista', 9000, 'career', 'FC', 'higher'),
      job('Engenheiro(a) de Produção', 8000, 'career', 'FI', 'higher', { intern: 'Estágio em Engenharia de Produção' }),
      job('Projetista Mecânico(a)', 5800, 'career', 'FC', 'technical'),
      job('Engenheiro(a) de Segurança do Trabalho', 9000, 'flat', 'F', 'postgraduate'),
    ],
  },
  13: {
    skills: ['Labor law', 'Communication', 'Negotiation'],
    occupations: [
      job('Advogado(a) Trabalhista', 7000, 'career', 'FCI', 'higher', { intern: 'Estágio em Direito' }),
      job('Assistente Jurídico(a)', 2700, 'flat', 'F', 'higher'),
      job('Paralegal', 3200, 'flat', 'F', 'higher'),
      job('Analista de Contratos', 5200, 'career', 'F', 'higher'),
    ],
  },
  14: {
    skills: ['Communication', 'Labor law', 'Teamwork'],
    occupations: [
      job('Analista de Recursos Humanos', 4800, 'career', 'FI', 'higher', { intern: 'Estágio em Recursos Humanos' }),
      job('Assistente de Departamento Pessoal', 2800, 'flat', 'F', 'high_school'),
      job('Recrutador(a)', 4200, 'career', 'FC', 'higher', { remote: true }),
      job('Business Partner de RH', 9500, 'flat', 'F', 'higher'),
    ],
  },
  15: {
    skills: ['Customer service', 'Communication', 'Problem solving'],
    occupations: [
      job('Atendente de Call Center', 1650, 'flat', 'FP', 'high_school'),
      job('Analista de Sucesso do Cliente', 4800, 'career', 'F', 'higher', { remote: true }),
      job('Operador(a) de Telemarketing', 1650, 'flat', 'PT', 'high_school'),
      job('Supervisor(a) de Atendimento', 4000, 'flat', 'F', 'high_school'),
    ],
  },
  16: {
    skills: ['Teamwork', 'Problem solving', 'Leadership'],
    occupations: [
      job('Pedreiro(a)', 2700, 'flat', 'FD', 'none'),
      job('Mestre de Obras', 4800, 'flat', 'F', 'technical'),
      job('Eletricista Predial', 3000, 'flat', 'FD', 'technical'),
      job('Encarregado(a) de Obras', 4200, 'flat', 'F', 'high_school'),
      job('Técnico(a) em Edificações', 3600, 'flat', 'FT', 'technical'),
    ],
  },
  17: {
    skills: ['Customer service', 'English', 'Teamwork'],
    occupations: [
      job('Recepcionista de Hotel', 1950, 'flat', 'FT', 'high_school'),
      job('Camareiro(a)', 1750, 'flat', 'FTD', 'none'),
      job('Cozinheiro(a)', 2300, 'flat', 'FTD', 'none'),
      job('Garçom/Garçonete', 1800, 'flat', 'FPD', 'none'),
      job('Agente de Viagens', 2600, 'flat', 'F', 'high_school'),
    ],
  },
  18: {
    skills: ['Storytelling', 'Communication', 'Problem solving'],
    occupations: [
      job('Designer Gráfico(a)', 3600, 'career', 'FCO', 'higher', { remote: true }),
      job('UX Designer', 7500, 'career', 'FCI', 'higher', { intern: 'Estágio em UX Design', remote: true }),
      job('Ilustrador(a)', 3500, 'flat', 'CO', 'none', { remote: true }),
      job('Editor(a) de Vídeo', 3600, 'career', 'FCO', 'technical', { remote: true }),
      job('Designer de Produto', 8500, 'career', 'FC', 'higher', { remote: true }),
    ],
  },
  19: {
    skills: ['Storytelling', 'Public speaking', 'Communication'],
    occupations: [
      job('Jornalista', 4800, 'career', 'FC', 'higher'),
      job('Assessor(a) de Imprensa', 4800, 'flat', 'FC', 'higher'),
      job('Analista de Comunicação Interna', 5000, 'career', 'FI', 'higher', { intern: 'Estágio em Comunicação' }),
      job('Produtor(a) de Conteúdo', 3600, 'career', 'FCO', 'higher', { remote: true }),
    ],
  },
  20: {
    skills: ['Teamwork', 'Communication'],
    occupations: [
      job('Voluntário(a) de Apoio Logístico', 0, 'flat', 'V', 'none'),
      job('Voluntário(a) de Triagem', 0, 'flat', 'V', 'none'),
      job('Voluntário(a) de Acolhimento', 0, 'flat', 'V', 'none'),
    ],
  },
};

/** The levels of a career track and what each pays against the Pleno median (surveys: Júnior about 60%, Sênior about 150%). */
export const LEVELS = [
  { name: 'Júnior', factor: 0.62 },
  { name: 'Pleno', factor: 1 },
  { name: 'Sênior', factor: 1.5 },
] as const;

export type Region = 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul';

/** IBGE's regions by state code. */
export const REGION_OF_STATE: Record<string, Region> = {
  AC: 'Norte',
  AP: 'Norte',
  AM: 'Norte',
  PA: 'Norte',
  RO: 'Norte',
  RR: 'Norte',
  TO: 'Norte',
  AL: 'Nordeste',
  BA: 'Nordeste',
  CE: 'Nordeste',
  MA: 'Nordeste',
  PB: 'Nordeste',
  PE: 'Nordeste',
  PI: 'Nordeste',
  RN: 'Nordeste',
  SE: 'Nordeste',
  DF: 'Centro-Oeste',
  GO: 'Centro-Oeste',
  MT: 'Centro-Oeste',
  MS: 'Centro-Oeste',
  ES: 'Sudeste',
  MG: 'Sudeste',
  RJ: 'Sudeste',
  SP: 'Sudeste',
  PR: 'Sul',
  RS: 'Sul',
  SC: 'Sul',
};

/** Pay against the Sudeste's median, by state (the surveys' regional cuts: São Paulo and Brasília pay most, the Nordeste least). */
export const PAY_BY_STATE: Record<string, number> = {
  SP: 1.08,
  RJ: 1.02,
  DF: 1.1,
  MG: 0.92,
  ES: 0.92,
  PR: 0.96,
  SC: 0.98,
  RS: 0.95,
  GO: 0.9,
  MT: 0.95,
  MS: 0.9,
  BA: 0.82,
  PE: 0.82,
  CE: 0.78,
  MA: 0.74,
  RN: 0.78,
  PB: 0.76,
  AL: 0.76,
  SE: 0.78,
  PI: 0.74,
  AM: 0.86,
  PA: 0.8,
  RO: 0.82,
  AC: 0.76,
  AP: 0.78,
  RR: 0.78,
  TO: 0.8,
};

/** Cities by IBGE code (the cities lookup's ids), across the five regions. */
export const CITIES: [number, string, string][] = [
  [3550308, 'São Paulo', 'SP'],
  [3509502, 'Campinas', 'SP'],
  [3548500, 'Santos', 'SP'],
  [3543402, 'Ribeirão Preto', 'SP'],
  [3549904, 'São José dos Campos', 'SP'],
  [3552205, 'Sorocaba', 'SP'],
  [3304557, 'Rio de Janeiro', 'RJ'],
  [3303302, 'Niterói', 'RJ'],
  [3106200, 'Belo Horizonte', 'MG'],
  [3170206, 'Uberlândia', 'MG'],
  [3136702, 'Juiz de Fora', 'MG'],
  [3205309, 'Vitória', 'ES'],
  [4106902, 'Curitiba', 'PR'],
  [4113700, 'Londrina', 'PR'],
  [4115200, 'Maringá', 'PR'],
  [4104808, 'Cascavel', 'PR'],
  [4314902, 'Porto Alegre', 'RS'],
  [4305108, 'Caxias do Sul', 'RS'],
  [4314100, 'Passo Fundo', 'RS'],
  [4205407, 'Florianópolis', 'SC'],
  [4209102, 'Joinville', 'SC'],
  [4202404, 'Blumenau', 'SC'],
  [4204202, 'Chapecó', 'SC'],
  [2927408, 'Salvador', 'BA'],
  [2910800, 'Feira de Santana', 'BA'],
  [2919553, 'Luís Eduardo Magalhães', 'BA'],
  [2611606, 'Recife', 'PE'],
  [2604106, 'Caruaru', 'PE'],
  [2611101, 'Petrolina', 'PE'],
  [2304400, 'Fortaleza', 'CE'],
  [2111300, 'São Luís', 'MA'],
  [2408102, 'Natal', 'RN'],
  [2507507, 'João Pessoa', 'PB'],
  [2504009, 'Campina Grande', 'PB'],
  [2704302, 'Maceió', 'AL'],
  [2800308, 'Aracaju', 'SE'],
  [2211001, 'Teresina', 'PI'],
  [1302603, 'Manaus', 'AM'],
  [1501402, 'Belém', 'PA'],
  [1506807, 'Santarém', 'PA'],
  [1100205, 'Porto Velho', 'RO'],
  [1721000, 'Palmas', 'TO'],
  [1600303, 'Macapá', 'AP'],
  [5300108, 'Brasília', 'DF'],
  [5208707, 'Goiânia', 'GO'],
  [5218805, 'Rio Verde', 'GO'],
  [5103403, 'Cuiabá', 'MT'],
  [5107909, 'Sinop', 'MT'],
  [5107602, 'Rondonópolis', 'MT'],
  [5107925, 'Sorriso', 'MT'],
  [5002704, 'Campo Grande', 'MS'],
  [5003702, 'Dourados', 'MS'],
];

/** The agribusiness belt: where agro positions are (Centro-Oeste, the Matopiba and the interior of the Sul and Sudeste). */
export const AGRO_CITIES = [
  5107909, 5107602, 5107925, 5103403, 5218805, 5208707, 5003702, 5002704, 2919553, 4104808, 4204202, 4314100, 3543402, 3170206, 4113700,
  2611101,
];

export const DESCRIPTIONS = [
  'Buscamos uma pessoa comprometida para integrar nosso time e contribuir com projetos que fazem diferença para nossos clientes. Você vai trabalhar em um ambiente colaborativo, com autonomia e espaço para aprender.',
  'Venha fazer parte de uma empresa que valoriza o desenvolvimento das pessoas. Oferecemos trilhas de aprendizagem, acompanhamento próximo da liderança e um plano de carreira claro.',
  'Estamos crescendo e queremos alguém que goste de resolver problemas, trabalhar em equipe e se comunicar bem. Valorizamos a diversidade e incentivamos candidaturas de todas as pessoas.',
  'Nesta posição você vai atuar no dia a dia da operação, propondo melhorias, acompanhando indicadores e apoiando as demais áreas da empresa.',
];

/** What each way of hiring offers, as Brazilian postings write it (the law each contract follows shapes the list). */
export const BENEFITS_BY_CONTRACT: Record<ContractType, string[]> = {
  FULL_TIME: [
    'Benefícios: vale-refeição, vale-transporte, plano de saúde e odontológico, seguro de vida e Gympass.',
    'Benefícios: vale-alimentação, plano de saúde, participação nos lucros, day off no aniversário e vale-transporte.',
    'Benefícios: refeição no local, transporte fretado, plano de saúde e convênio com farmácias.',
  ],
  PART_TIME: [
    'Benefícios: vale-transporte, vale-refeição proporcional à jornada e convênio com farmácias.',
    'Benefícios: vale-transporte, refeição no local nos dias de trabalho e seguro de vida.',
  ],
  CONTRACTOR: [
    'Contratação PJ: nota fiscal mensal, 30 dias de descanso remunerado por ano e auxílio para o equipamento.',
    'Contratação PJ com contrato de 12 meses renovável; reembolso de despesas de viagem.',
  ],
  TEMPORARY: [
    'Contrato temporário de 3 meses (Lei 6.019/74), com possibilidade de efetivação. Benefícios: vale-transporte e vale-refeição.',
    'Contrato temporário para a alta temporada, de até 180 dias. Benefícios: vale-transporte, refeição no local e seguro de vida.',
  ],
  INTERN: [
    'Bolsa-auxílio mensal, auxílio-transporte, recesso remunerado de 30 dias e seguro contra acidentes pessoais (Lei 11.788/08).',
    'Bolsa-auxílio, auxílio-transporte, seguro contra acidentes pessoais e recesso remunerado; acompanhamento de um(a) supervisor(a) da área.',
  ],
  VOLUNTEER: [
    'Trabalho voluntário, sem remuneração (Lei 9.608/98): alimentação nos dias de atividade e certificado de horas.',
    'Atividade voluntária e não remunerada, com termo de adesão; ressarcimento do transporte nos dias de atividade.',
  ],
  PER_DIEM: [
    'Pagamento por diária, feito ao fim de cada dia de trabalho; refeição no local.',
    'Diárias pagas semanalmente por Pix; transporte e refeição por conta da empresa nos dias de trabalho.',
  ],
  OTHER: [
    'Trabalho freelancer por hora, com horários a combinar; pagamento mensal pelas horas registradas.',
    'Atuação autônoma por projeto, paga por hora, com agenda flexível.',
  ],
};

/** The weekly hours each way of hiring writes (CLT: 44 h at most; internships: 30 h at most, Lei 11.788/08). */
export const WORKLOAD_BY_CONTRACT: Record<ContractType, string[]> = {
  FULL_TIME: ['44 horas semanais, de segunda a sexta e sábados alternados', '40 horas semanais, de segunda a sexta'],
  PART_TIME: ['30 horas semanais, 6 horas por dia', '20 horas semanais, 4 horas por dia'],
  CONTRACTOR: ['40 horas semanais, horário flexível'],
  TEMPORARY: ['44 horas semanais, em escala'],
  INTERN: ['30 horas semanais, 6 horas por dia', '20 horas semanais, 4 horas por dia'],
  VOLUNTEER: ['4 horas semanais, aos sábados', '6 horas semanais, em dois turnos à sua escolha'],
  PER_DIEM: ['Diárias de 8 horas, conforme a demanda'],
  OTHER: ['Horas a combinar, de 10 a 20 por semana'],
};

/** Weekly hours of a part-time workload: what the salary is proportional to. */
export const PART_TIME_HOURS = [30, 20];

export const NEWS = [
  {
    language: 'pt-BR',
    title: 'Mais de 2 mil vagas abertas nesta semana',
    summary: 'Empresas parceiras publicaram novas oportunidades em todo o Brasil, com destaque para tecnologia, saúde e agronegócio.',
  },
  {
    language: 'pt-BR',
    title: 'Como preparar seu perfil para os processos seletivos',
    summary: 'Habilidades com nível, idiomas e formação atualizados ajudam você a ver o que falta para cada vaga.',
  },
  {
    language: 'pt-BR',
    title: 'Vagas exclusivas para pessoas com deficiência',
    summary: 'Use o filtro “Somente vagas PcD” na busca para encontrar oportunidades pensadas para você.',
  },
  {
    language: 'pt-BR',
    title: 'Cursos gratuitos com inscrições abertas',
    summary: 'Parceiros como Senac, Senai e Sebrae abriram turmas on-line e presenciais para o próximo mês.',
  },
  {
    language: 'pt-BR',
    title: 'Trabalho remoto: vagas crescem 18% no ano',
    summary: 'Filtre por “Trabalho remoto” e encontre posições que você pode ocupar de qualquer cidade.',
  },
  {
    language: 'en',
    title: 'Over 2,000 open positions this week',
    summary: 'Partner companies published new opportunities across Brazil, especially in technology, health and agribusiness.',
  },
  {
    language: 'en',
    title: 'Get your profile ready for hiring processes',
    summary: 'Skills with levels, languages and education up to date show you what each position still asks of you.',
  },
  {
    language: 'es',
    title: 'Más de 2 mil vacantes abiertas esta semana',
    summary: 'Empresas asociadas publicaron nuevas oportunidades en todo Brasil, sobre todo en tecnología, salud y agronegocio.',
  },
  {
    language: 'es',
    title: 'Prepara tu perfil para los procesos de selección',
    summary: 'Habilidades con nivel, idiomas y formación al día muestran lo que te falta para cada vacante.',
  },
];
