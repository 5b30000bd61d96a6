import type { ContractType, EducationLevel, SkillLevel } from '@trilha/contract';

/** A skill an occupation asks for (its English catalogue title) and the level a Pleno (or flat) position asks. */
export type AskedSkill = readonly [skill: string, level: SkillLevel];

/**
 * Occupation profiles the positions seed composes from, so the data is what a Brazilian would believe. `pay` is the
 * monthly median of a full-time CLT job at the "Pleno" level (or the only level, for a flat track) in the Sudeste, in
 * reais, in the range the Brazilian salary surveys publish (Catho, Glassdoor, Salario.com.br with CAGED data, 2025);
 * `contracts` are the ways the occupation is hired (F full-time, P part-time, C PJ contractor, T temporary, I
 * internship, V volunteer, D per diem, O freelance); `intern` names its internship; `track` says whether the title
 * takes Júnior/Pleno/Sênior. `skills` are what its postings ask, `duties` what the job is day to day (an infinitive
 * clause, so a posting and a résumé can both phrase it), `degree` the course that leads to it and `specialization` the
 * postgraduate one it asks for, when it asks for one.
 */
export interface Occupation {
  title: string;
  pay: number;
  track: 'career' | 'flat';
  contracts: ContractType[];
  intern?: string;
  remote?: boolean;
  education: EducationLevel;
  skills: readonly AskedSkill[];
  duties: string;
  degree?: string;
  specialization?: string;
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

interface JobDetails {
  skills: readonly AskedSkill[];
  duties: string;
  degree?: string;
  specialization?: string;
  intern?: string;
  remote?: boolean;
}

function job(
  title: string,
  pay: number,
  track: 'career' | 'flat',
  contracts: string,
  education: EducationLevel,
  details: JobDetails,
): Occupation {
  return { title, pay, track, contracts: [...contracts].map((code) => CONTRACT_CODES[code] ?? 'FULL_TIME'), education, ...details };
}

/**
 * The categories the demo publishes in, by the lookup's ids. The lookup's category 20 ("Voluntários COVID-19") stays in
 * the product's list, but the demo publishes nothing in it: recruiting volunteers for a pandemic that ended years ago
 * is not what a person meets today. Volunteering is still there, as health and education occupations.
 */
export const CATEGORIES: Record<number, { occupations: Occupation[] }> = {
  1: {
    occupations: [
      job('Desenvolvedor(a) Front-end', 7000, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Desenvolvimento Front-end',
        remote: true,
        degree: 'Bacharelado em Ciência da Computação',
        skills: [
          ['React', 'intermediate'],
          ['TypeScript', 'intermediate'],
          ['CSS', 'intermediate'],
          ['Git', 'basic'],
        ],
        duties:
          'construir as telas de um produto web com React e TypeScript, cuidando de acessibilidade, desempenho e testes automatizados junto do time de design',
      }),
      job('Desenvolvedor(a) Back-end', 7500, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Desenvolvimento Back-end',
        remote: true,
        degree: 'Bacharelado em Sistemas de Informação',
        skills: [
          ['Node.js', 'intermediate'],
          ['SQL', 'intermediate'],
          ['REST APIs', 'intermediate'],
          ['Docker', 'basic'],
        ],
        duties: 'desenvolver e manter APIs e serviços, modelar bancos de dados, escrever testes e acompanhar o que roda em produção',
      }),
      job('Analista de Suporte Técnico', 3200, 'career', 'FI', 'technical', {
        intern: 'Estágio em Suporte Técnico',
        degree: 'Técnico em Informática',
        skills: [
          ['Technical support', 'intermediate'],
          ['Help desk', 'intermediate'],
          ['Computer networking', 'basic'],
          ['Customer service', 'intermediate'],
        ],
        duties:
          'atender chamados de usuários por telefone, chat e presencialmente, instalar e configurar computadores e impressoras e registrar cada atendimento',
      }),
      job('Engenheiro(a) de Software', 9500, 'career', 'FC', 'higher', {
        remote: true,
        degree: 'Bacharelado em Engenharia de Computação',
        skills: [
          ['TypeScript', 'intermediate'],
          ['Software architecture', 'intermediate'],
          ['Code review', 'intermediate'],
          ['Amazon Web Services (AWS)', 'basic'],
        ],
        duties: 'projetar, construir e operar serviços na nuvem, revisar o código do time e participar das decisões de arquitetura',
      }),
      job('Analista de Infraestrutura', 5800, 'career', 'FC', 'higher', {
        degree: 'Tecnólogo em Redes de Computadores',
        skills: [
          ['Linux system administration', 'intermediate'],
          ['Computer networking', 'intermediate'],
          ['Virtualization', 'basic'],
          ['Cloud computing', 'basic'],
        ],
        duties: 'manter servidores, redes e backups funcionando, automatizar rotinas e apoiar a migração de sistemas para a nuvem',
      }),
      job('Cientista de Dados', 9500, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Ciência de Dados',
        remote: true,
        degree: 'Bacharelado em Estatística',
        skills: [
          ['Python', 'intermediate'],
          ['Machine learning', 'intermediate'],
          ['Statistics', 'intermediate'],
          ['SQL', 'intermediate'],
        ],
        duties:
          'criar modelos de previsão e classificação em Python, testar hipóteses com estatística e levar os modelos para produção com a engenharia',
      }),
      job('Analista de Dados', 6500, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Análise de Dados',
        remote: true,
        degree: 'Bacharelado em Economia',
        skills: [
          ['SQL', 'intermediate'],
          ['Power BI', 'intermediate'],
          ['Data analysis', 'intermediate'],
          ['Python', 'basic'],
        ],
        duties:
          'escrever consultas SQL, montar painéis no Power BI e transformar dados de vendas e operação em recomendações para as áreas de negócio',
      }),
    ],
  },
  2: {
    occupations: [
      job('Técnico(a) de Enfermagem', 2900, 'flat', 'FTD', 'technical', {
        degree: 'Técnico em Enfermagem',
        skills: [
          ['Nursing techniques', 'intermediate'],
          ['Medication administration', 'intermediate'],
          ['Vital signs monitoring', 'intermediate'],
          ['Patient care', 'intermediate'],
        ],
        duties:
          'prestar cuidados aos pacientes internados, medir sinais vitais, administrar a medicação prescrita, fazer curativos e registrar tudo no prontuário',
      }),
      job('Enfermeiro(a)', 5000, 'career', 'FT', 'higher', {
        degree: 'Bacharelado em Enfermagem',
        skills: [
          ['Nursing process', 'intermediate'],
          ['Patient safety', 'intermediate'],
          ['Team leadership', 'basic'],
          ['Intensive care', 'basic'],
        ],
        duties:
          'planejar e supervisionar a assistência de enfermagem da unidade, coordenar a equipe técnica e zelar pela segurança do paciente',
      }),
      job('Recepcionista de Clínica', 1900, 'flat', 'FP', 'high_school', {
        skills: [
          ['Customer service', 'intermediate'],
          ['Electronic health records', 'basic'],
          ['Organization', 'intermediate'],
        ],
        duties: 'receber pacientes, agendar consultas e exames, conferir carteirinhas de convênio e manter a agenda dos médicos em dia',
      }),
      job('Farmacêutico(a)', 5200, 'flat', 'FP', 'higher', {
        degree: 'Bacharelado em Farmácia',
        skills: [
          ['Medication dispensing', 'intermediate'],
          ['Pharmaceutical care', 'intermediate'],
          ['Pharmacology', 'intermediate'],
          ['Inventory control', 'basic'],
        ],
        duties:
          'responder tecnicamente pela farmácia, orientar pacientes sobre o uso de medicamentos, conferir receitas e controlar os medicamentos controlados',
      }),
      job('Fisioterapeuta', 3800, 'flat', 'FPC', 'higher', {
        degree: 'Bacharelado em Fisioterapia',
        skills: [
          ['Physical therapy', 'intermediate'],
          ['Rehabilitation', 'intermediate'],
          ['Respiratory physiotherapy', 'basic'],
        ],
        duties: 'avaliar pacientes e conduzir sessões de reabilitação ortopédica e respiratória, registrando a evolução de cada tratamento',
      }),
      job('Auxiliar de Saúde Bucal', 1900, 'flat', 'FP', 'technical', {
        degree: 'Técnico em Saúde Bucal',
        skills: [
          ['Oral health', 'intermediate'],
          ['Sterilization of materials', 'intermediate'],
          ['Biosafety', 'intermediate'],
        ],
        duties: 'auxiliar o(a) dentista no atendimento, preparar e esterilizar o instrumental e orientar os pacientes sobre higiene bucal',
      }),
      job('Voluntário(a) de Acolhimento Hospitalar', 0, 'flat', 'V', 'none', {
        skills: [
          ['Empathy', 'basic'],
          ['Active listening', 'basic'],
          ['Communication', 'basic'],
        ],
        duties:
          'acolher pacientes e acompanhantes na recepção e nas enfermarias, fazer companhia a quem pede e orientar as famílias pelos corredores do hospital',
      }),
    ],
  },
  3: {
    occupations: [
      job('Operador(a) de Máquinas Agrícolas', 3200, 'flat', 'FT', 'high_school', {
        skills: [
          ['Tractor operation', 'intermediate'],
          ['Combine harvester operation', 'intermediate'],
          ['Agricultural machinery maintenance', 'basic'],
        ],
        duties:
          'operar tratores, plantadeiras e colheitadeiras no plantio e na colheita de soja e milho, cuidando da manutenção diária das máquinas',
      }),
      job('Técnico(a) Agrícola', 3400, 'flat', 'FT', 'technical', {
        degree: 'Técnico em Agropecuária',
        skills: [
          ['Rural technical assistance', 'intermediate'],
          ['Integrated pest management', 'intermediate'],
          ['Soil analysis', 'basic'],
        ],
        duties: 'acompanhar as lavouras no campo, coletar amostras de solo, monitorar pragas e orientar os produtores sobre o manejo',
      }),
      job('Engenheiro(a) Agrônomo(a)', 8000, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Agronomia',
        degree: 'Bacharelado em Agronomia',
        skills: [
          ['Agronomy', 'intermediate'],
          ['Soil fertility', 'intermediate'],
          ['Agronomic prescription', 'intermediate'],
          ['Precision agriculture', 'basic'],
        ],
        duties:
          'planejar o manejo das lavouras, emitir receituário agronômico, recomendar a adubação a partir das análises de solo e acompanhar a produtividade das safras',
      }),
      job('Assistente de Campo', 2300, 'flat', 'FT', 'high_school', {
        skills: [
          ['Teamwork', 'intermediate'],
          ['Crop spraying', 'basic'],
          ['Good agricultural practices', 'basic'],
        ],
        duties:
          'apoiar a equipe de campo no plantio, nos tratos culturais e na colheita, registrar os dados das áreas e cuidar dos insumos no depósito',
      }),
      job('Analista de Produção Agrícola', 4800, 'career', 'FI', 'higher', {
        intern: 'Estágio em Produção Agrícola',
        degree: 'Tecnólogo em Agronegócio',
        skills: [
          ['Farm management', 'intermediate'],
          ['Advanced Excel', 'intermediate'],
          ['Agricultural commodities market', 'basic'],
        ],
        duties: 'consolidar os dados de plantio e colheita, calcular custos por talhão e acompanhar as metas de produtividade da fazenda',
      }),
      job('Tratorista', 2700, 'flat', 'FT', 'none', {
        skills: [
          ['Tractor operation', 'intermediate'],
          ['Agricultural machinery maintenance', 'basic'],
          ['Defensive driving', 'basic'],
        ],
        duties:
          'conduzir o trator no preparo do solo, no transporte de insumos e na aplicação de defensivos, seguindo as normas de segurança',
      }),
    ],
  },
  4: {
    occupations: [
      job('Operador(a) de Caixa', 1750, 'flat', 'FPT', 'high_school', {
        skills: [
          ['Cashier operation', 'intermediate'],
          ['Customer service', 'intermediate'],
          ['Cash register closing', 'basic'],
        ],
        duties: 'registrar as compras no caixa, receber pagamentos em dinheiro, cartão e Pix e fechar o caixa ao fim do turno',
      }),
      job('Vendedor(a) de Loja', 1900, 'flat', 'FPT', 'high_school', {
        skills: [
          ['Sales techniques', 'intermediate'],
          ['Customer service', 'intermediate'],
          ['Product display', 'basic'],
        ],
        duties: 'atender os clientes no salão, apresentar os produtos, fechar as vendas e manter a exposição e as vitrines organizadas',
      }),
      job('Repositor(a) de Mercadorias', 1700, 'flat', 'FPT', 'none', {
        skills: [
          ['Merchandise restocking', 'intermediate'],
          ['Inventory control', 'basic'],
          ['Teamwork', 'basic'],
        ],
        duties: 'abastecer as gôndolas, conferir validades, etiquetar preços e manter o estoque da loja organizado',
      }),
      job('Gerente de Loja', 4800, 'flat', 'F', 'high_school', {
        skills: [
          ['Store management', 'intermediate'],
          ['Team leadership', 'intermediate'],
          ['Sales team management', 'intermediate'],
          ['Inventory control', 'intermediate'],
        ],
        duties: 'responder pelos resultados da loja: metas de venda, escala e desenvolvimento da equipe, estoque e experiência do cliente',
      }),
      job('Fiscal de Prevenção de Perdas', 2100, 'flat', 'FT', 'high_school', {
        skills: [
          ['Loss prevention', 'intermediate'],
          ['Attention to detail', 'intermediate'],
          ['Stocktaking', 'basic'],
        ],
        duties: 'acompanhar o movimento da loja e do estoque, conferir recebimentos e inventários e apontar onde a loja perde mercadoria',
      }),
    ],
  },
  5: {
    occupations: [
      job('Operador(a) de Produção', 2300, 'flat', 'FT', 'high_school', {
        skills: [
          ['Assembly line work', 'intermediate'],
          ['5S', 'basic'],
          ['Quality inspection', 'basic'],
        ],
        duties:
          'operar os equipamentos da linha, abastecer insumos, inspecionar visualmente as peças e manter o posto de trabalho organizado',
      }),
      job('Técnico(a) de Manutenção', 4000, 'flat', 'FT', 'technical', {
        degree: 'Técnico em Eletromecânica',
        skills: [
          ['Mechanical maintenance', 'intermediate'],
          ['Electrical maintenance', 'intermediate'],
          ['Preventive maintenance', 'intermediate'],
          ['NR-10 electrical safety', 'basic'],
        ],
        duties:
          'fazer manutenções preventivas e corretivas em máquinas e painéis elétricos, registrar as ordens de serviço e reduzir as paradas da produção',
      }),
      job('Inspetor(a) de Qualidade', 3000, 'flat', 'F', 'technical', {
        degree: 'Técnico em Mecânica',
        skills: [
          ['Quality inspection', 'intermediate'],
          ['Metrology', 'intermediate'],
          ['Technical drawing reading', 'intermediate'],
        ],
        duties:
          'inspecionar peças e lotes com instrumentos de medição, registrar não conformidades e acompanhar as ações corretivas com a produção',
      }),
      job('Soldador(a)', 3100, 'flat', 'FTD', 'technical', {
        degree: 'Técnico em Soldagem',
        skills: [
          ['MIG/MAG welding', 'intermediate'],
          ['TIG welding', 'basic'],
          ['Technical drawing reading', 'basic'],
        ],
        duties:
          'soldar estruturas e peças metálicas pelos processos MIG/MAG e TIG, conforme o desenho técnico e os procedimentos de segurança',
      }),
      job('Supervisor(a) de Produção', 6000, 'flat', 'F', 'technical', {
        degree: 'Técnico em Produção Industrial',
        skills: [
          ['Production planning and control', 'intermediate'],
          ['Team leadership', 'intermediate'],
          ['Lean manufacturing', 'intermediate'],
        ],
        duties: 'coordenar os turnos de produção, acompanhar os indicadores de eficiência e qualidade e liderar a equipe de operadores',
      }),
    ],
  },
  6: {
    occupations: [
      job('Analista Financeiro(a)', 5800, 'career', 'FI', 'higher', {
        intern: 'Estágio em Finanças',
        degree: 'Bacharelado em Administração',
        skills: [
          ['Financial analysis', 'intermediate'],
          ['Cash flow management', 'intermediate'],
          ['Advanced Excel', 'intermediate'],
          ['Power BI', 'basic'],
        ],
        duties:
          'acompanhar o fluxo de caixa, preparar relatórios gerenciais e análises do orçamento realizado e apoiar o fechamento mensal',
      }),
      job('Assistente de Contas a Pagar', 2700, 'flat', 'F', 'high_school', {
        skills: [
          ['Accounts payable', 'intermediate'],
          ['Bank reconciliation', 'basic'],
          ['Advanced Excel', 'basic'],
        ],
        duties: 'lançar notas fiscais e boletos no sistema, programar os pagamentos a fornecedores e conciliar os extratos bancários',
      }),
      job('Analista de Crédito', 4800, 'career', 'F', 'higher', {
        degree: 'Bacharelado em Ciências Contábeis',
        skills: [
          ['Credit analysis', 'intermediate'],
          ['Financial statement analysis', 'intermediate'],
          ['Credit risk', 'basic'],
        ],
        duties: 'analisar cadastros e demonstrativos de clientes, definir limites de crédito e acompanhar a inadimplência da carteira',
      }),
      job('Controller', 15000, 'flat', 'F', 'postgraduate', {
        degree: 'Bacharelado em Ciências Contábeis',
        specialization: 'MBA em Controladoria e Finanças',
        skills: [
          ['Controllership', 'advanced'],
          ['Financial close', 'advanced'],
          ['Tax planning', 'intermediate'],
          ['Team leadership', 'intermediate'],
        ],
        duties:
          'liderar a contabilidade e o planejamento financeiro, garantir o fechamento mensal no prazo e apresentar os resultados à diretoria',
      }),
      job('Analista de Tesouraria', 5300, 'career', 'FI', 'higher', {
        intern: 'Estágio em Tesouraria',
        degree: 'Bacharelado em Economia',
        skills: [
          ['Treasury', 'intermediate'],
          ['Cash flow management', 'intermediate'],
          ['Banking operations', 'basic'],
        ],
        duties: 'gerir o caixa diário, negociar tarifas e aplicações com os bancos e acompanhar a projeção de liquidez da empresa',
      }),
    ],
  },
  7: {
    occupations: [
      job('Professor(a) de Matemática', 3800, 'flat', 'FP', 'higher', {
        degree: 'Licenciatura em Matemática',
        skills: [
          ['Teaching', 'intermediate'],
          ['Didactics', 'intermediate'],
          ['Public speaking', 'basic'],
        ],
        duties:
          'dar aulas de matemática para o ensino fundamental II e o médio, preparar avaliações e acompanhar a aprendizagem de cada turma',
      }),
      job('Professor(a) de Inglês', 3200, 'flat', 'PO', 'higher', {
        remote: true,
        degree: 'Licenciatura em Letras – Inglês',
        skills: [
          ['English', 'advanced'],
          ['Teaching', 'intermediate'],
          ['Distance learning', 'basic'],
        ],
        duties: 'dar aulas de inglês on-line para adultos, individuais e em pequenos grupos, com foco em conversação para o trabalho',
      }),
      job('Coordenador(a) Pedagógico(a)', 6000, 'flat', 'F', 'postgraduate', {
        degree: 'Licenciatura em Pedagogia',
        specialization: 'Especialização em Gestão Escolar',
        skills: [
          ['Pedagogy', 'advanced'],
          ['Team leadership', 'intermediate'],
          ['Inclusive education', 'intermediate'],
        ],
        duties:
          'acompanhar o planejamento dos professores, organizar conselhos de classe e formações e cuidar da relação da escola com as famílias',
      }),
      job('Monitor(a) Escolar', 1700, 'flat', 'PF', 'high_school', {
        skills: [
          ['Patience', 'intermediate'],
          ['Communication', 'basic'],
          ['First aid', 'basic'],
        ],
        duties: 'acompanhar os alunos no recreio, na entrada e na saída, apoiar os professores em sala e zelar pela segurança das crianças',
      }),
      job('Designer Instrucional', 5000, 'career', 'FC', 'higher', {
        remote: true,
        degree: 'Licenciatura em Letras',
        skills: [
          ['Instructional design', 'intermediate'],
          ['Distance learning', 'intermediate'],
          ['Canva', 'basic'],
        ],
        duties:
          'transformar o conhecimento de especialistas em cursos on-line, com roteiros, atividades, vídeos curtos e avaliações de aprendizagem',
      }),
      job('Educador(a) Voluntário(a) de Reforço Escolar', 0, 'flat', 'V', 'high_school', {
        skills: [
          ['Tutoring', 'basic'],
          ['Patience', 'basic'],
          ['Literacy teaching', 'basic'],
        ],
        duties:
          'ajudar crianças do ensino fundamental com leitura, escrita e matemática no contraturno escolar, em encontros semanais numa associação de bairro',
      }),
    ],
  },
  8: {
    occupations: [
      job('Assistente Administrativo(a)', 2400, 'flat', 'FPT', 'high_school', {
        skills: [
          ['Administrative routines', 'intermediate'],
          ['Advanced Excel', 'basic'],
          ['Organization', 'intermediate'],
        ],
        duties:
          'organizar documentos e arquivos, lançar notas e pedidos no sistema, controlar agendas e apoiar as áreas nas rotinas do escritório',
      }),
      job('Recepcionista', 1850, 'flat', 'FP', 'high_school', {
        skills: [
          ['Customer service', 'intermediate'],
          ['Communication', 'intermediate'],
          ['Organization', 'basic'],
        ],
        duties:
          'receber visitantes e fornecedores, atender e transferir ligações, controlar o acesso ao prédio e a agenda das salas de reunião',
      }),
      job('Auxiliar de Escritório', 1800, 'flat', 'F', 'high_school', {
        skills: [
          ['Administrative routines', 'basic'],
          ['Microsoft 365', 'basic'],
          ['Organization', 'basic'],
        ],
        duties:
          'dar suporte ao escritório: digitalizar e arquivar documentos, controlar materiais, levar correspondências e atualizar planilhas simples',
      }),
      job('Secretário(a) Executivo(a)', 4800, 'flat', 'F', 'higher', {
        degree: 'Bacharelado em Secretariado Executivo',
        skills: [
          ['Meeting management', 'intermediate'],
          ['Written communication', 'advanced'],
          ['English', 'intermediate'],
        ],
        duties:
          'gerir a agenda da diretoria, organizar viagens e reuniões, redigir atas e correspondências e filtrar as demandas que chegam',
      }),
      job('Analista Administrativo(a)', 4200, 'career', 'FI', 'higher', {
        intern: 'Estágio em Administração',
        degree: 'Bacharelado em Administração',
        skills: [
          ['Administrative routines', 'intermediate'],
          ['Advanced Excel', 'intermediate'],
          ['Purchasing', 'basic'],
          ['Contract management', 'basic'],
        ],
        duties:
          'mapear e melhorar processos administrativos, acompanhar contratos e compras com fornecedores e preparar relatórios de custos para a gerência',
      }),
    ],
  },
  9: {
    occupations: [
      job('Executivo(a) de Vendas', 6500, 'career', 'FC', 'higher', {
        degree: 'Bacharelado em Administração',
        skills: [
          ['B2B sales', 'intermediate'],
          ['Commercial negotiation', 'intermediate'],
          ['CRM', 'intermediate'],
          ['Sales prospecting', 'basic'],
        ],
        duties:
          'prospectar e fechar contratos com empresas, conduzir demonstrações e negociações e manter o funil de vendas atualizado no CRM',
      }),
      job('Representante Comercial', 4000, 'flat', 'CF', 'high_school', {
        skills: [
          ['Field sales', 'intermediate'],
          ['Commercial negotiation', 'intermediate'],
          ['Account management', 'basic'],
        ],
        duties: 'visitar os clientes da sua região, apresentar o portfólio, tirar pedidos e acompanhar entregas e pagamentos',
      }),
      job('Consultor(a) de Vendas', 3000, 'flat', 'FP', 'high_school', {
        skills: [
          ['Consultative selling', 'intermediate'],
          ['Customer service', 'intermediate'],
          ['Sales closing', 'basic'],
        ],
        duties: 'atender os clientes na loja e pelo WhatsApp, entender o que cada um precisa, indicar o produto certo e fechar a venda',
      }),
      job('Analista Comercial', 4700, 'career', 'FI', 'higher', {
        intern: 'Estágio Comercial',
        degree: 'Tecnólogo em Gestão Comercial',
        skills: [
          ['Sales funnel', 'intermediate'],
          ['Advanced Excel', 'intermediate'],
          ['Pricing', 'basic'],
          ['CRM', 'basic'],
        ],
        duties:
          'acompanhar as metas e os resultados do time de vendas, montar propostas e tabelas de preço e analisar a carteira de clientes',
      }),
      job('SDR - Pré-vendas', 3200, 'career', 'F', 'high_school', {
        remote: true,
        skills: [
          ['Inside sales', 'intermediate'],
          ['Sales prospecting', 'intermediate'],
          ['CRM', 'basic'],
          ['Telesales', 'basic'],
        ],
        duties:
          'fazer o primeiro contato com potenciais clientes por telefone, e-mail e LinkedIn, qualificar as oportunidades e agendar reuniões para os executivos',
      }),
    ],
  },
  10: {
    occupations: [
      job('Analista de Marketing Digital', 5000, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Marketing Digital',
        remote: true,
        degree: 'Bacharelado em Publicidade e Propaganda',
        skills: [
          ['Digital marketing', 'intermediate'],
          ['Google Ads', 'intermediate'],
          ['Google Analytics', 'intermediate'],
          ['Meta Ads', 'basic'],
        ],
        duties:
          'planejar e otimizar campanhas pagas no Google e na Meta, acompanhar as métricas de aquisição e testar páginas de conversão',
      }),
      job('Social Media', 3300, 'career', 'FCO', 'higher', {
        remote: true,
        degree: 'Bacharelado em Comunicação Social',
        skills: [
          ['Social media management', 'intermediate'],
          ['Copywriting', 'intermediate'],
          ['Canva', 'intermediate'],
          ['Storytelling', 'basic'],
        ],
        duties: 'criar o calendário editorial, produzir posts e vídeos curtos, responder à comunidade e medir o alcance de cada rede',
      }),
      job('Redator(a) Publicitário(a)', 4200, 'career', 'FCO', 'higher', {
        remote: true,
        degree: 'Bacharelado em Publicidade e Propaganda',
        skills: [
          ['Copywriting', 'intermediate'],
          ['Writing', 'advanced'],
          ['Storytelling', 'intermediate'],
        ],
        duties: 'escrever títulos, roteiros e textos de campanhas, anúncios e e-mails, em parceria com a direção de arte',
      }),
      job('Analista de SEO', 5000, 'career', 'FC', 'higher', {
        remote: true,
        degree: 'Bacharelado em Marketing',
        skills: [
          ['SEO', 'intermediate'],
          ['Google Analytics', 'intermediate'],
          ['Technical SEO', 'basic'],
          ['Content marketing', 'basic'],
        ],
        duties:
          'pesquisar palavras-chave, ajustar páginas e conteúdos para a busca orgânica e acompanhar posições e tráfego no Search Console',
      }),
      job('Coordenador(a) de Marketing', 9500, 'flat', 'F', 'higher', {
        degree: 'Bacharelado em Marketing',
        skills: [
          ['Brand management', 'advanced'],
          ['Team leadership', 'intermediate'],
          ['Performance marketing', 'intermediate'],
          ['Market research', 'intermediate'],
        ],
        duties:
          'definir o plano de marketing do ano, coordenar a equipe e as agências e responder pelo orçamento e pelos resultados de marca e de demanda',
      }),
    ],
  },
  11: {
    occupations: [
      job('Motorista Entregador(a)', 2600, 'flat', 'FTD', 'high_school', {
        skills: [
          ['Truck driving', 'intermediate'],
          ['Defensive driving', 'intermediate'],
          ['Route planning', 'basic'],
        ],
        duties:
          'fazer entregas com o veículo da empresa na região metropolitana, conferir notas e volumes e registrar cada entrega no aplicativo',
      }),
      job('Auxiliar de Logística', 1900, 'flat', 'FT', 'high_school', {
        skills: [
          ['Order picking', 'intermediate'],
          ['Packing', 'basic'],
          ['Goods receiving', 'basic'],
        ],
        duties: 'separar e embalar pedidos, receber e conferir mercadorias e manter o armazém organizado por endereço',
      }),
      job('Conferente', 2200, 'flat', 'FT', 'high_school', {
        skills: [
          ['Goods receiving', 'intermediate'],
          ['Attention to detail', 'intermediate'],
          ['WMS', 'basic'],
        ],
        duties: 'conferir as cargas na entrada e na saída contra as notas fiscais, apontar divergências e lançar os movimentos no WMS',
      }),
      job('Analista de Logística', 4700, 'career', 'FI', 'higher', {
        intern: 'Estágio em Logística',
        degree: 'Tecnólogo em Logística',
        skills: [
          ['Supply chain management', 'intermediate'],
          ['Transportation and distribution', 'intermediate'],
          ['Advanced Excel', 'intermediate'],
          ['WMS', 'basic'],
        ],
        duties:
          'acompanhar os indicadores de prazo e custo de frete, negociar com transportadoras e planejar o abastecimento dos centros de distribuição',
      }),
      job('Operador(a) de Empilhadeira', 2600, 'flat', 'FT', 'high_school', {
        skills: [
          ['Forklift operation', 'intermediate'],
          ['Warehouse management', 'basic'],
          ['Occupational safety', 'basic'],
        ],
        duties:
          'movimentar e armazenar paletes com a empilhadeira, carregar e descarregar caminhões e fazer o checklist diário do equipamento',
      }),
    ],
  },
  12: {
    occupations: [
      job('Engenheiro(a) Civil', 8500, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Engenharia Civil',
        degree: 'Bacharelado em Engenharia Civil',
        skills: [
          ['Civil engineering', 'intermediate'],
          ['AutoCAD', 'intermediate'],
          ['Construction cost estimating', 'intermediate'],
          ['Construction management', 'basic'],
        ],
        duties:
          'acompanhar obras residenciais e comerciais, medir os serviços dos empreiteiros, controlar cronograma e custos e garantir a qualidade da execução',
      }),
      job('Engenheiro(a) Eletricista', 9000, 'career', 'FC', 'higher', {
        degree: 'Bacharelado em Engenharia Elétrica',
        skills: [
          ['Electrical engineering', 'intermediate'],
          ['Electrical installations', 'intermediate'],
          ['NR-10 electrical safety', 'intermediate'],
          ['AutoCAD', 'basic'],
        ],
        duties:
          'projetar e acompanhar instalações elétricas industriais, especificar painéis e proteções e responder pela segurança das instalações',
      }),
      job('Engenheiro(a) de Produção', 8000, 'career', 'FI', 'higher', {
        intern: 'Estágio em Engenharia de Produção',
        degree: 'Bacharelado em Engenharia de Produção',
        skills: [
          ['Industrial engineering', 'intermediate'],
          ['Lean manufacturing', 'intermediate'],
          ['Production planning and control', 'intermediate'],
          ['Six Sigma', 'basic'],
        ],
        duties:
          'analisar os processos da fábrica, conduzir projetos de melhoria contínua e acompanhar os indicadores de produtividade e custo',
      }),
      job('Projetista Mecânico(a)', 5800, 'career', 'FC', 'technical', {
        degree: 'Técnico em Mecânica',
        skills: [
          ['SolidWorks', 'intermediate'],
          ['Technical drawing', 'intermediate'],
          ['Metrology', 'basic'],
        ],
        duties: 'modelar peças e conjuntos em 3D, detalhar os desenhos de fabricação e acompanhar os protótipos com a produção',
      }),
      job('Engenheiro(a) de Segurança do Trabalho', 9000, 'flat', 'F', 'postgraduate', {
        degree: 'Bacharelado em Engenharia Civil',
        specialization: 'Especialização em Engenharia de Segurança do Trabalho',
        skills: [
          ['Occupational safety', 'advanced'],
          ['Risk analysis', 'advanced'],
          ['NR-35 work at height', 'intermediate'],
          ['ISO 45001', 'intermediate'],
        ],
        duties:
          'elaborar e fazer cumprir o programa de gerenciamento de riscos, investigar acidentes e treinar as equipes nas normas regulamentadoras',
      }),
    ],
  },
  13: {
    occupations: [
      job('Advogado(a) Trabalhista', 7000, 'career', 'FCI', 'higher', {
        intern: 'Estágio em Direito',
        degree: 'Bacharelado em Direito',
        skills: [
          ['Labor law', 'intermediate'],
          ['Litigation', 'intermediate'],
          ['Contract drafting', 'basic'],
        ],
        duties:
          'conduzir os processos trabalhistas da empresa, preparar defesas e audiências e orientar o RH sobre os riscos nas relações de trabalho',
      }),
      job('Assistente Jurídico(a)', 2700, 'flat', 'F', 'higher', {
        degree: 'Bacharelado em Direito',
        skills: [
          ['Litigation', 'basic'],
          ['Organization', 'intermediate'],
          ['Written communication', 'intermediate'],
        ],
        duties: 'controlar os prazos processuais, protocolar petições nos sistemas dos tribunais e organizar os documentos dos processos',
      }),
      job('Paralegal', 3200, 'flat', 'F', 'higher', {
        degree: 'Bacharelado em Direito',
        skills: [
          ['Contract management', 'basic'],
          ['Litigation', 'basic'],
          ['Attention to detail', 'intermediate'],
        ],
        duties: 'apoiar os advogados em pesquisas de jurisprudência, minutas de documentos societários e acompanhamento de processos',
      }),
      job('Analista de Contratos', 5200, 'career', 'F', 'higher', {
        degree: 'Bacharelado em Direito',
        skills: [
          ['Contract management', 'intermediate'],
          ['Contract drafting', 'intermediate'],
          ['Commercial negotiation', 'basic'],
        ],
        duties:
          'revisar e negociar contratos com clientes e fornecedores, controlar vigências e reajustes e manter o repositório de contratos em dia',
      }),
    ],
  },
  14: {
    occupations: [
      job('Analista de Recursos Humanos', 4800, 'career', 'FI', 'higher', {
        intern: 'Estágio em Recursos Humanos',
        degree: 'Tecnólogo em Gestão de Recursos Humanos',
        skills: [
          ['Recruitment and selection', 'intermediate'],
          ['Training and development', 'intermediate'],
          ['Labor law', 'basic'],
          ['Competency-based interviewing', 'basic'],
        ],
        duties: 'conduzir processos seletivos de ponta a ponta, organizar a integração de quem chega e apoiar os programas de treinamento',
      }),
      job('Assistente de Departamento Pessoal', 2800, 'flat', 'F', 'high_school', {
        skills: [
          ['Payroll', 'intermediate'],
          ['eSocial', 'basic'],
          ['Labor law', 'basic'],
        ],
        duties:
          'calcular folha, férias e rescisões, enviar os eventos ao eSocial e atender as dúvidas dos funcionários sobre ponto e benefícios',
      }),
      job('Recrutador(a)', 4200, 'career', 'FC', 'higher', {
        remote: true,
        degree: 'Bacharelado em Psicologia',
        skills: [
          ['Recruitment and selection', 'intermediate'],
          ['Competency-based interviewing', 'intermediate'],
          ['Employer branding', 'basic'],
        ],
        duties: 'buscar e abordar candidatos, conduzir entrevistas por competências e acompanhar os gestores até a contratação',
      }),
      job('Business Partner de RH', 9500, 'flat', 'F', 'higher', {
        degree: 'Bacharelado em Administração',
        skills: [
          ['Performance management', 'advanced'],
          ['Change management', 'intermediate'],
          ['People analytics', 'intermediate'],
          ['Conflict management', 'intermediate'],
        ],
        duties:
          'apoiar as lideranças das áreas em desempenho, clima, sucessão e mudanças organizacionais, com base em indicadores de pessoas',
      }),
    ],
  },
  15: {
    occupations: [
      job('Atendente de Call Center', 1650, 'flat', 'FP', 'high_school', {
        skills: [
          ['Call center', 'intermediate'],
          ['Customer service', 'intermediate'],
          ['Complaint handling', 'basic'],
        ],
        duties: 'atender ligações e chats de clientes, resolver dúvidas sobre pedidos e cobranças e registrar cada contato no sistema',
      }),
      job('Analista de Sucesso do Cliente', 4800, 'career', 'F', 'higher', {
        remote: true,
        degree: 'Bacharelado em Administração',
        skills: [
          ['Customer success', 'intermediate'],
          ['Account management', 'intermediate'],
          ['Customer experience', 'basic'],
        ],
        duties: 'acompanhar uma carteira de clientes desde a implantação, medir a saúde de cada conta e agir antes de um cancelamento',
      }),
      job('Operador(a) de Telemarketing', 1650, 'flat', 'PT', 'high_school', {
        skills: [
          ['Telemarketing', 'intermediate'],
          ['Customer service', 'intermediate'],
          ['Telesales', 'basic'],
        ],
        duties: 'ligar para clientes para oferecer produtos e renovar planos, seguindo o roteiro, e registrar o resultado de cada chamada',
      }),
      job('Supervisor(a) de Atendimento', 4000, 'flat', 'F', 'high_school', {
        skills: [
          ['Customer service', 'advanced'],
          ['Team leadership', 'intermediate'],
          ['Call center', 'intermediate'],
          ['Complaint handling', 'intermediate'],
        ],
        duties:
          'coordenar uma equipe de atendentes, acompanhar filas e indicadores de satisfação, tratar os casos escalados e dar feedback diário ao time',
      }),
    ],
  },
  16: {
    occupations: [
      job('Pedreiro(a)', 2700, 'flat', 'FD', 'none', {
        skills: [
          ['Masonry', 'intermediate'],
          ['Technical drawing reading', 'basic'],
          ['Teamwork', 'basic'],
        ],
        duties:
          'executar alvenaria, reboco e contrapiso e assentar pisos e revestimentos, seguindo o projeto e as orientações do mestre de obras',
      }),
      job('Mestre de Obras', 4800, 'flat', 'F', 'technical', {
        degree: 'Técnico em Edificações',
        skills: [
          ['Construction management', 'intermediate'],
          ['Team leadership', 'intermediate'],
          ['Technical drawing reading', 'intermediate'],
        ],
        duties:
          'distribuir e acompanhar o trabalho das equipes no canteiro, controlar os materiais e garantir prazo e qualidade em cada etapa da obra',
      }),
      job('Eletricista Predial', 3000, 'flat', 'FD', 'technical', {
        degree: 'Técnico em Eletrotécnica',
        skills: [
          ['Electrical installations', 'intermediate'],
          ['NR-10 electrical safety', 'intermediate'],
          ['Technical drawing reading', 'basic'],
        ],
        duties: 'instalar e manter quadros, tomadas, iluminação e cabeamento em prédios residenciais e comerciais',
      }),
      job('Encarregado(a) de Obras', 4200, 'flat', 'F', 'high_school', {
        skills: [
          ['Team leadership', 'intermediate'],
          ['Masonry', 'intermediate'],
          ['Occupational safety', 'basic'],
        ],
        duties: 'liderar uma frente de serviço, conferir a execução com o projeto e cuidar do uso dos EPIs pela equipe',
      }),
      job('Técnico(a) em Edificações', 3600, 'flat', 'FT', 'technical', {
        degree: 'Técnico em Edificações',
        skills: [
          ['AutoCAD', 'intermediate'],
          ['Technical drawing', 'intermediate'],
          ['Construction cost estimating', 'basic'],
        ],
        duties: 'levantar quantitativos, atualizar os desenhos no AutoCAD e apoiar a engenharia no controle de medições e cronograma',
      }),
    ],
  },
  17: {
    occupations: [
      job('Recepcionista de Hotel', 1950, 'flat', 'FT', 'high_school', {
        skills: [
          ['Hotel front desk', 'intermediate'],
          ['Customer service', 'intermediate'],
          ['English', 'basic'],
        ],
        duties: 'fazer check-in e check-out, atender os hóspedes no balcão e por telefone e controlar as reservas no sistema do hotel',
      }),
      job('Camareiro(a)', 1750, 'flat', 'FTD', 'none', {
        skills: [
          ['Attention to detail', 'intermediate'],
          ['Organization', 'intermediate'],
          ['Hospitality mindset', 'basic'],
        ],
        duties: 'arrumar e higienizar os apartamentos, repor enxoval e amenidades e avisar a governança do que precisa de manutenção',
      }),
      job('Cozinheiro(a)', 2300, 'flat', 'FTD', 'none', {
        skills: [
          ['Professional cooking', 'intermediate'],
          ['Food safety', 'intermediate'],
          ['Working under pressure', 'basic'],
        ],
        duties: 'preparar os pratos do cardápio e a produção do dia, cuidar do pré-preparo e seguir as boas práticas de higiene na cozinha',
      }),
      job('Garçom/Garçonete', 1800, 'flat', 'FPD', 'none', {
        skills: [
          ['Restaurant service', 'intermediate'],
          ['Customer service', 'intermediate'],
          ['Teamwork', 'basic'],
        ],
        duties: 'atender as mesas, anotar pedidos, servir pratos e bebidas e fechar as contas com cordialidade',
      }),
      job('Agente de Viagens', 2600, 'flat', 'F', 'high_school', {
        skills: [
          ['Tourism', 'intermediate'],
          ['Consultative selling', 'intermediate'],
          ['English', 'basic'],
        ],
        duties: 'montar roteiros, cotar e emitir passagens e hotéis e acompanhar os clientes antes e durante a viagem',
      }),
    ],
  },
  18: {
    occupations: [
      job('Designer Gráfico(a)', 3600, 'career', 'FCO', 'higher', {
        remote: true,
        degree: 'Bacharelado em Design',
        skills: [
          ['Graphic design', 'intermediate'],
          ['Adobe Illustrator', 'intermediate'],
          ['Adobe Photoshop', 'intermediate'],
          ['Branding', 'basic'],
        ],
        duties:
          'criar peças gráficas para redes sociais, materiais impressos e campanhas, seguindo e evoluindo a identidade visual da marca',
      }),
      job('UX Designer', 7500, 'career', 'FCI', 'higher', {
        intern: 'Estágio em UX Design',
        remote: true,
        degree: 'Bacharelado em Design',
        skills: [
          ['User experience (UX)', 'intermediate'],
          ['Figma', 'intermediate'],
          ['User research', 'intermediate'],
          ['Prototyping', 'basic'],
        ],
        duties:
          'conduzir entrevistas e testes de usabilidade, desenhar fluxos e protótipos no Figma e acompanhar a implementação com o time de desenvolvimento',
      }),
      job('Ilustrador(a)', 3500, 'flat', 'CO', 'none', {
        remote: true,
        skills: [
          ['Illustration', 'intermediate'],
          ['Adobe Illustrator', 'intermediate'],
          ['Creativity', 'intermediate'],
        ],
        duties: 'criar ilustrações para livros, embalagens e campanhas digitais, do esboço à arte-final',
      }),
      job('Editor(a) de Vídeo', 3600, 'career', 'FCO', 'technical', {
        remote: true,
        degree: 'Técnico em Produção de Áudio e Vídeo',
        skills: [
          ['Video editing', 'intermediate'],
          ['Adobe Premiere Pro', 'intermediate'],
          ['Adobe After Effects', 'basic'],
          ['Audiovisual production', 'basic'],
        ],
        duties:
          'editar vídeos para redes sociais e treinamentos, cuidando de cortes, trilha, legendas e cor, e entregar cada versão no formato de cada canal',
      }),
      job('Designer de Produto', 8500, 'career', 'FC', 'higher', {
        remote: true,
        degree: 'Bacharelado em Design',
        skills: [
          ['Interaction design', 'intermediate'],
          ['Figma', 'advanced'],
          ['Design system', 'intermediate'],
          ['Product discovery', 'basic'],
        ],
        duties:
          'desenhar a experiência de um produto digital de ponta a ponta, da descoberta ao detalhe das interfaces, e manter o design system',
      }),
    ],
  },
  19: {
    occupations: [
      job('Jornalista', 4800, 'career', 'FC', 'higher', {
        degree: 'Bacharelado em Jornalismo',
        skills: [
          ['Journalism', 'intermediate'],
          ['Writing', 'intermediate'],
          ['Press relations', 'basic'],
        ],
        duties: 'apurar, escrever e editar reportagens para o portal e as redes, com checagem de dados e entrevistas',
      }),
      job('Assessor(a) de Imprensa', 4800, 'flat', 'FC', 'higher', {
        degree: 'Bacharelado em Jornalismo',
        skills: [
          ['Press relations', 'intermediate'],
          ['Corporate communication', 'intermediate'],
          ['Writing', 'intermediate'],
        ],
        duties:
          'relacionar-se com jornalistas, escrever releases, preparar porta-vozes para entrevistas e medir o espaço conquistado na mídia',
      }),
      job('Analista de Comunicação Interna', 5000, 'career', 'FI', 'higher', {
        intern: 'Estágio em Comunicação',
        degree: 'Bacharelado em Relações Públicas',
        skills: [
          ['Corporate communication', 'intermediate'],
          ['Writing', 'intermediate'],
          ['Canva', 'basic'],
        ],
        duties:
          'planejar as campanhas e os canais internos, escrever comunicados e apoiar os eventos e as ações de engajamento dos funcionários',
      }),
      job('Produtor(a) de Conteúdo', 3600, 'career', 'FCO', 'higher', {
        remote: true,
        degree: 'Bacharelado em Comunicação Social',
        skills: [
          ['Content marketing', 'intermediate'],
          ['Writing', 'intermediate'],
          ['Video editing', 'basic'],
          ['Social media management', 'basic'],
        ],
        duties: 'produzir artigos, newsletters, roteiros de vídeo e podcasts sobre os temas da marca, com pauta e calendário próprios',
      }),
    ],
  },
};

/** Every occupation, with its category: what a position's or a résumé's title is read back to. */
export const OCCUPATIONS: { categoryId: number; occupation: Occupation }[] = Object.entries(CATEGORIES).flatMap(([id, entry]) =>
  entry.occupations.map((occupation) => ({ categoryId: Number(id), occupation })),
);

/** The occupation a generated position's title names (its level dropped, an internship read back to its occupation). */
export function occupationOfTitle(title: string): { categoryId: number; occupation: Occupation } | null {
  const bare = title.replace(/ (Júnior|Pleno|Sênior)$/, '');
  return OCCUPATIONS.find(({ occupation }) => occupation.title === bare || occupation.intern === title) ?? null;
}

/**
 * The levels of a career track, what each pays against the Pleno median (surveys: Júnior about 60%, Sênior about
 * 150%), how it shifts the skill levels the occupation asks (a Júnior posting asks one level less, a Sênior one more),
 * and the experience its postings ask for.
 */
export const LEVELS = [
  {
    name: 'Júnior',
    factor: 0.62,
    shift: -1,
    asks: 'Nível júnior: até dois anos de experiência na área, com vontade de aprender com o time.',
  },
  {
    name: 'Pleno',
    factor: 1,
    shift: 0,
    asks: 'Nível pleno: de três a cinco anos de experiência e autonomia para conduzir as próprias entregas.',
  },
  {
    name: 'Sênior',
    factor: 1.5,
    shift: 1,
    asks: 'Nível sênior: mais de cinco anos de experiência, como referência para o time e para as outras áreas.',
  },
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
