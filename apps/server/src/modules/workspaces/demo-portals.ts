/** The partner-branded portals of the demo: 14 job and course portals and the agribusiness variant, all payment exempt. */
export interface DemoPortal {
  id: string;
  name: string;
  subdomain: string;
  type: 'aggregator' | 'agro';
  primaryColor: string;
  secondaryColor: string;
  menuColor: string;
  menuTextColor: string;
  darkMenu: boolean;
  /** width of the wordmark in apps/server/assets/portals/<subdomain>.svg; every logo is 48 px high */
  logoWidth: number;
}

export const DEMO_PORTALS: DemoPortal[] = [
  { id: '20000000-0000-4000-8000-000000000101', name: 'Vagas Nordeste', subdomain: 'vagas-nordeste', type: 'aggregator', primaryColor: '#E4572E', secondaryColor: '#FFC914', menuColor: '#1D3557', menuTextColor: '#FFFFFF', darkMenu: true, logoWidth: 178 },
  { id: '20000000-0000-4000-8000-000000000102', name: 'Portal Jovem Aprendiz', subdomain: 'jovem-aprendiz', type: 'aggregator', primaryColor: '#2A9D8F', secondaryColor: '#E9C46A', menuColor: '#FFFFFF', menuTextColor: '#264653', darkMenu: false, logoWidth: 255 },
  { id: '20000000-0000-4000-8000-000000000103', name: 'Carreira Tech', subdomain: 'carreira-tech', type: 'aggregator', primaryColor: '#3A0CA3', secondaryColor: '#4CC9F0', menuColor: '#10002B', menuTextColor: '#FFFFFF', darkMenu: true, logoWidth: 167 },
  { id: '20000000-0000-4000-8000-000000000104', name: 'Emprega Sul', subdomain: 'emprega-sul', type: 'aggregator', primaryColor: '#1D4ED8', secondaryColor: '#22C55E', menuColor: '#FFFFFF', menuTextColor: '#1E3A8A', darkMenu: false, logoWidth: 160 },
  { id: '20000000-0000-4000-8000-000000000105', name: 'Saúde em Foco Carreiras', subdomain: 'saude-em-foco', type: 'aggregator', primaryColor: '#0E9F6E', secondaryColor: '#F05252', menuColor: '#FFFFFF', menuTextColor: '#03543F', darkMenu: false, logoWidth: 277 },
  { id: '20000000-0000-4000-8000-000000000106', name: 'Educa Mais', subdomain: 'educa-mais', type: 'aggregator', primaryColor: '#D97706', secondaryColor: '#7C3AED', menuColor: '#1F2937', menuTextColor: '#FFFFFF', darkMenu: true, logoWidth: 160 },
  { id: '20000000-0000-4000-8000-000000000107', name: 'Conecta Varejo', subdomain: 'conecta-varejo', type: 'aggregator', primaryColor: '#DB2777', secondaryColor: '#FBBF24', menuColor: '#FFFFFF', menuTextColor: '#831843', darkMenu: false, logoWidth: 178 },
  { id: '20000000-0000-4000-8000-000000000108', name: 'Trampo Digital', subdomain: 'trampo-digital', type: 'aggregator', primaryColor: '#111827', secondaryColor: '#10B981', menuColor: '#111827', menuTextColor: '#F9FAFB', darkMenu: true, logoWidth: 178 },
  { id: '20000000-0000-4000-8000-000000000109', name: 'Indústria 4.0 Empregos', subdomain: 'industria-40', type: 'aggregator', primaryColor: '#475569', secondaryColor: '#F97316', menuColor: '#0F172A', menuTextColor: '#E2E8F0', darkMenu: true, logoWidth: 266 },
  { id: '20000000-0000-4000-8000-000000000110', name: 'Finanças em Rede', subdomain: 'financas-em-rede', type: 'aggregator', primaryColor: '#065F46', secondaryColor: '#D4AF37', menuColor: '#FFFFFF', menuTextColor: '#064E3B', darkMenu: false, logoWidth: 200 },
  { id: '20000000-0000-4000-8000-000000000111', name: 'Primeiro Emprego', subdomain: 'primeiro-emprego', type: 'aggregator', primaryColor: '#2563EB', secondaryColor: '#F472B6', menuColor: '#FFFFFF', menuTextColor: '#1E40AF', darkMenu: false, logoWidth: 200 },
  { id: '20000000-0000-4000-8000-000000000112', name: 'Mulheres na Tecnologia', subdomain: 'mulheres-na-tecnologia', type: 'aggregator', primaryColor: '#9D174D', secondaryColor: '#A78BFA', menuColor: '#4C0519', menuTextColor: '#FFF1F2', darkMenu: true, logoWidth: 266 },
  { id: '20000000-0000-4000-8000-000000000113', name: 'Talentos do Norte', subdomain: 'talentos-do-norte', type: 'aggregator', primaryColor: '#166534', secondaryColor: '#FACC15', menuColor: '#14532D', menuTextColor: '#F0FDF4', darkMenu: true, logoWidth: 211 },
  { id: '20000000-0000-4000-8000-000000000114', name: 'Capacita Brasil', subdomain: 'capacita-brasil', type: 'aggregator', primaryColor: '#009C3B', secondaryColor: '#FFDF00', menuColor: '#FFFFFF', menuTextColor: '#002776', darkMenu: false, logoWidth: 189 },
  { id: '20000000-0000-4000-8000-000000000115', name: 'AgroTalentos', subdomain: 'agrotalentos', type: 'agro', primaryColor: '#4D7C0F', secondaryColor: '#CA8A04', menuColor: '#1A2E05', menuTextColor: '#ECFCCB', darkMenu: true, logoWidth: 160 },
];
