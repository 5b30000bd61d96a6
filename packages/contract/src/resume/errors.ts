import { type ErrorEntry, e } from '../errors/define.ts';

/** Errors of the resume import: each refusal has its own message. */
export const RESUME_ERRORS = {
  'resume.wrong_format': e(
    415,
    'Formato inválido: envie seu currículo em PDF',
    'Invalid format: send your resume as a PDF',
    'Formato no válido: envía tu currículum en PDF',
  ),
  'resume.too_large': e(
    413,
    'O arquivo é muito grande: envie um PDF de até 5 MB',
    'The file is too large: send a PDF of up to 5 MB',
    'El archivo es demasiado grande: envía un PDF de hasta 5 MB',
  ),
  'resume.password': e(
    422,
    'O PDF está protegido por senha: envie uma versão sem senha',
    'The PDF is password-protected: send a version without a password',
    'El PDF está protegido con contraseña: envía una versión sin contraseña',
  ),
  'resume.too_many_characters': e(
    422,
    'Seu currículo tem caracteres demais: envie um PDF com até 30 mil caracteres (cerca de 10 páginas)',
    'Your resume has too many characters: send a PDF with up to 30 thousand characters (about 10 pages)',
    'Tu currículum tiene demasiados caracteres: envía un PDF con hasta 30 mil caracteres (unas 10 páginas)',
  ),
  'resume.too_many_pages': e(
    422,
    'Seu currículo tem páginas demais: envie um PDF com até 30 páginas',
    'Your resume has too many pages: send a PDF with up to 30 pages',
    'Tu currículum tiene demasiadas páginas: envía un PDF con hasta 30 páginas',
  ),
  'resume.too_complex': e(
    422,
    'Não conseguimos ler o seu currículo: o PDF é complexo demais. Envie uma versão mais simples, como a exportada por um editor de texto',
    'We could not read your resume: the PDF is too complex. Send a simpler version, such as one exported from a word processor',
    'No pudimos leer tu currículum: el PDF es demasiado complejo. Envía una versión más sencilla, como la exportada por un procesador de textos',
  ),
  'resume.missing_data': e(
    422,
    'Não encontramos texto no seu currículo: envie um PDF com texto selecionável, não uma imagem digitalizada',
    'We found no text in your resume: send a PDF with selectable text, not a scanned image',
    'No encontramos texto en tu currículum: envía un PDF con texto seleccionable, no una imagen escaneada',
  ),
  'resume.timeout': e(
    422,
    'Houve um problema ao ler o seu currículo',
    'There was a problem reading your resume',
    'Hubo un problema al leer tu currículum',
  ),
  'resume.not_found': e(404, 'Importação não encontrada', 'Import not found', 'Importación no encontrada'),
} as const satisfies Record<string, ErrorEntry>;
