import { z } from 'zod';

/**
 * The 20 position categories (id, name, icon), the areas of interest of the first-access wizard
 * and of the profile's preferred areas. Ids are stable: positions and profiles store them. Icons are Tabler names.
 */
export const POSITION_CATEGORIES = [
  { id: 1, icon: 'device-laptop', pt: 'Tecnologia', en: 'Technology', es: 'Tecnología' },
  { id: 2, icon: 'stethoscope', pt: 'Saúde', en: 'Health', es: 'Salud' },
  { id: 3, icon: 'plant', pt: 'Agronegócio', en: 'Agribusiness', es: 'Agronegocio' },
  { id: 4, icon: 'shopping-cart', pt: 'Varejo', en: 'Retail', es: 'Comercio minorista' },
  { id: 5, icon: 'building-factory', pt: 'Indústria', en: 'Industry', es: 'Industria' },
  { id: 6, icon: 'coin', pt: 'Finanças', en: 'Finance', es: 'Finanzas' },
  { id: 7, icon: 'school', pt: 'Educação', en: 'Education', es: 'Educación' },
  { id: 8, icon: 'briefcase', pt: 'Administrativo', en: 'Administration', es: 'Administración' },
  { id: 9, icon: 'chart-line', pt: 'Vendas', en: 'Sales', es: 'Ventas' },
  { id: 10, icon: 'speakerphone', pt: 'Marketing', en: 'Marketing', es: 'Marketing' },
  { id: 11, icon: 'truck', pt: 'Logística', en: 'Logistics', es: 'Logística' },
  { id: 12, icon: 'tools', pt: 'Engenharia', en: 'Engineering', es: 'Ingeniería' },
  { id: 13, icon: 'scale', pt: 'Jurídico', en: 'Legal', es: 'Legal' },
  { id: 14, icon: 'users', pt: 'Recursos humanos', en: 'Human resources', es: 'Recursos humanos' },
  { id: 15, icon: 'headset', pt: 'Atendimento ao cliente', en: 'Customer service', es: 'Atención al cliente' },
  { id: 16, icon: 'building', pt: 'Construção civil', en: 'Construction', es: 'Construcción' },
  { id: 17, icon: 'plane', pt: 'Hotelaria e turismo', en: 'Hospitality and tourism', es: 'Hotelería y turismo' },
  { id: 18, icon: 'palette', pt: 'Design e artes', en: 'Design and arts', es: 'Diseño y artes' },
  { id: 19, icon: 'news', pt: 'Comunicação', en: 'Communication', es: 'Comunicación' },
  { id: 20, icon: 'heart-handshake', pt: 'Voluntários COVID-19', en: 'Volunteers COVID-19', es: 'Voluntarios COVID-19' },
] as const;

export const categoryItem = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type CategoryItem = z.infer<typeof categoryItem>;
