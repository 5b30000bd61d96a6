/** Word lists the positions seed composes from: titles per category, cities across Brazil, company texts. */

export const TITLES_BY_CATEGORY: Record<number, { titles: string[]; skills: string[] }> = {
  1: {
    titles: [
      'Desenvolvedor(a) Front-end',
      'Desenvolvedor(a) Back-end',
      'Analista de Suporte Técnico',
      'Engenheiro(a) de Software',
      'Analista de Infraestrutura',
      'Cientista de Dados',
      'Analista de Dados',
    ],
    skills: ['JavaScript', 'TypeScript', 'React', 'Python', 'SQL', 'Git', 'Data analysis'],
  },
  2: {
    titles: [
      'Técnico(a) de Enfermagem',
      'Enfermeiro(a)',
      'Recepcionista de Clínica',
      'Farmacêutico(a)',
      'Fisioterapeuta',
      'Auxiliar de Saúde Bucal',
    ],
    skills: ['Customer service', 'Teamwork', 'Communication'],
  },
  3: {
    titles: [
      'Operador(a) de Máquinas Agrícolas',
      'Técnico(a) Agrícola',
      'Engenheiro(a) Agrônomo(a)',
      'Assistente de Campo',
      'Analista de Produção Agrícola',
      'Tratorista',
    ],
    skills: ['Teamwork', 'Problem solving', 'Advanced Excel'],
  },
  4: {
    titles: [
      'Operador(a) de Caixa',
      'Vendedor(a) de Loja',
      'Repositor(a) de Mercadorias',
      'Gerente de Loja',
      'Fiscal de Prevenção de Perdas',
    ],
    skills: ['Customer service', 'Communication', 'Teamwork'],
  },
  5: {
    titles: ['Operador(a) de Produção', 'Técnico(a) de Manutenção', 'Inspetor(a) de Qualidade', 'Soldador(a)', 'Supervisor(a) de Produção'],
    skills: ['Problem solving', 'Teamwork', 'Leadership'],
  },
  6: {
    titles: ['Analista Financeiro(a)', 'Assistente de Contas a Pagar', 'Analista de Crédito', 'Controller', 'Analista de Tesouraria'],
    skills: ['Advanced Excel', 'Corporate finance', 'Data analysis', 'Power BI'],
  },
  7: {
    titles: [
      'Professor(a) de Matemática',
      'Professor(a) de Inglês',
      'Coordenador(a) Pedagógico(a)',
      'Monitor(a) Escolar',
      'Designer Instrucional',
    ],
    skills: ['Communication', 'Public speaking', 'English'],
  },
  8: {
    titles: [
      'Assistente Administrativo(a)',
      'Recepcionista',
      'Auxiliar de Escritório',
      'Secretário(a) Executivo(a)',
      'Analista Administrativo(a)',
    ],
    skills: ['Advanced Excel', 'Communication', 'Teamwork'],
  },
  9: {
    titles: ['Executivo(a) de Vendas', 'Representante Comercial', 'Consultor(a) de Vendas', 'Analista Comercial', 'SDR - Pré-vendas'],
    skills: ['Negotiation', 'Communication', 'Customer service'],
  },
  10: {
    titles: [
      'Analista de Marketing Digital',
      'Social Media',
      'Redator(a) Publicitário(a)',
      'Analista de SEO',
      'Coordenador(a) de Marketing',
    ],
    skills: ['Storytelling', 'Data analysis', 'Communication'],
  },
  11: {
    titles: ['Motorista Entregador(a)', 'Auxiliar de Logística', 'Conferente', 'Analista de Logística', 'Operador(a) de Empilhadeira'],
    skills: ['Teamwork', 'Problem solving', 'Advanced Excel'],
  },
  12: {
    titles: [
      'Engenheiro(a) Civil',
      'Engenheiro(a) Eletricista',
      'Engenheiro(a) de Produção',
      'Projetista Mecânico(a)',
      'Engenheiro(a) de Segurança do Trabalho',
    ],
    skills: ['Problem solving', 'Leadership', 'Advanced Excel'],
  },
  13: {
    titles: ['Advogado(a) Trabalhista', 'Assistente Jurídico(a)', 'Paralegal', 'Analista de Contratos'],
    skills: ['Labor law', 'Communication', 'Negotiation'],
  },
  14: {
    titles: ['Analista de Recursos Humanos', 'Assistente de Departamento Pessoal', 'Recrutador(a)', 'Business Partner de RH'],
    skills: ['Communication', 'Labor law', 'Teamwork'],
  },
  15: {
    titles: ['Atendente de Call Center', 'Analista de Sucesso do Cliente', 'Operador(a) de Telemarketing', 'Supervisor(a) de Atendimento'],
    skills: ['Customer service', 'Communication', 'Problem solving'],
  },
  16: {
    titles: ['Pedreiro(a)', 'Mestre de Obras', 'Eletricista Predial', 'Encarregado(a) de Obras', 'Técnico(a) em Edificações'],
    skills: ['Teamwork', 'Problem solving', 'Leadership'],
  },
  17: {
    titles: ['Recepcionista de Hotel', 'Camareiro(a)', 'Cozinheiro(a)', 'Garçom/Garçonete', 'Agente de Viagens'],
    skills: ['Customer service', 'English', 'Teamwork'],
  },
  18: {
    titles: ['Designer Gráfico(a)', 'UX Designer', 'Ilustrador(a)', 'Editor(a) de Vídeo', 'Designer de Produto'],
    skills: ['Storytelling', 'Communication', 'Problem solving'],
  },
  19: {
    titles: ['Jornalista', 'Assessor(a) de Imprensa', 'Analista de Comunicação Interna', 'Produtor(a) de Conteúdo'],
    skills: ['Storytelling', 'Public speaking', 'Communication'],
  },
  20: {
    titles: ['Voluntário(a) de Apoio Logístico', 'Voluntário(a) de Triagem', 'Voluntário(a) de Acolhimento'],
    skills: ['Teamwork', 'Communication'],
  },
};

export const SENIORITY = ['Júnior', 'Pleno', 'Sênior', ''];

/** Cities across the regions of Brazil by IBGE code (the cities lookup's ids). */
export const CITIES: [number, string, string][] = [
  [3550308, 'São Paulo', 'SP'],
  [3509502, 'Campinas', 'SP'],
  [3548500, 'Santos', 'SP'],
  [3543402, 'Ribeirão Preto', 'SP'],
  [3304557, 'Rio de Janeiro', 'RJ'],
  [3303302, 'Niterói', 'RJ'],
  [3106200, 'Belo Horizonte', 'MG'],
  [3170206, 'Uberlândia', 'MG'],
  [4106902, 'Curitiba', 'PR'],
  [4113700, 'Londrina', 'PR'],
  [4314902, 'Porto Alegre', 'RS'],
  [4305108, 'Caxias do Sul', 'RS'],
  [4205407, 'Florianópolis', 'SC'],
  [4209102, 'Joinville', 'SC'],
  [2927408, 'Salvador', 'BA'],
  [2611606, 'Recife', 'PE'],
  [2304400, 'Fortaleza', 'CE'],
  [2111300, 'São Luís', 'MA'],
  [2408102, 'Natal', 'RN'],
  [2507507, 'João Pessoa', 'PB'],
  [2704302, 'Maceió', 'AL'],
  [1302603, 'Manaus', 'AM'],
  [1501402, 'Belém', 'PA'],
  [5300108, 'Brasília', 'DF'],
  [5208707, 'Goiânia', 'GO'],
  [5103403, 'Cuiabá', 'MT'],
  [5002704, 'Campo Grande', 'MS'],
  [5107909, 'Sinop', 'MT'],
  [5107602, 'Rondonópolis', 'MT'],
  [5218805, 'Rio Verde', 'GO'],
  [3205309, 'Vitória', 'ES'],
  [1100205, 'Porto Velho', 'RO'],
];

export const DESCRIPTIONS = [
  'Buscamos uma pessoa comprometida para integrar nosso time e contribuir com projetos que fazem diferença para nossos clientes. Você vai trabalhar em um ambiente colaborativo, com autonomia e espaço para aprender.',
  'Venha fazer parte de uma empresa que valoriza o desenvolvimento das pessoas. Oferecemos trilhas de aprendizagem, acompanhamento próximo da liderança e um plano de carreira claro.',
  'Estamos crescendo e queremos alguém que goste de resolver problemas, trabalhar em equipe e se comunicar bem. Valorizamos a diversidade e incentivamos candidaturas de todas as pessoas.',
  'Nesta posição você vai atuar no dia a dia da operação, propondo melhorias, acompanhando indicadores e apoiando as demais áreas da empresa.',
];

export const BENEFITS = [
  'Benefícios: vale-refeição, vale-transporte, plano de saúde e odontológico, seguro de vida e Gympass.',
  'Benefícios: vale-alimentação, auxílio home office, plano de saúde, day off no aniversário e participação nos lucros.',
  'Benefícios: refeição no local, transporte fretado, plano de saúde e convênio com farmácias.',
];

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
