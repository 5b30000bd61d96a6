import { e, type Texts } from '../errors/define.ts';

/** Errors of SCORM packages and their runtime. */
export const LEARNING_ERRORS = {
  'learning.not_a_zip': e(
    422,
    'O arquivo não é um pacote .zip válido.',
    'The file is not a valid .zip package.',
    'El archivo no es un paquete .zip válido.',
  ),
  'learning.no_manifest': e(
    422,
    'O pacote não tem o arquivo imsmanifest.xml na raiz. Exporte o curso como SCORM 1.2 ou SCORM 2004.',
    'The package has no imsmanifest.xml at its root. Export the course as SCORM 1.2 or SCORM 2004.',
    'El paquete no tiene el archivo imsmanifest.xml en la raíz. Exporta el curso como SCORM 1.2 o SCORM 2004.',
  ),
  'learning.manifest_invalid': e(
    422,
    'O imsmanifest.xml do pacote não pôde ser lido ou não indica a página inicial do curso.',
    "The package's imsmanifest.xml could not be read or names no launch page.",
    'El imsmanifest.xml del paquete no se pudo leer o no indica la página inicial del curso.',
  ),
  'learning.unsafe_path': e(
    422,
    'O pacote tem arquivos com caminhos que saem da sua pasta (como ../). Gere o pacote novamente.',
    'The package has files whose paths leave its folder (such as ../). Build the package again.',
    'El paquete tiene archivos con rutas que salen de su carpeta (como ../). Genera el paquete de nuevo.',
  ),
  'learning.executable_file': e(
    422,
    'O pacote tem arquivos executáveis (como .exe ou .sh), que não são aceitos.',
    'The package has executable files (such as .exe or .sh), which are not accepted.',
    'El paquete tiene archivos ejecutables (como .exe o .sh), que no se aceptan.',
  ),
  'learning.package_too_large': e(
    422,
    'O pacote descompactado passa do limite (500 MB, 10.000 arquivos, 32 MB por arquivo).',
    'The unzipped package is past the limit (500 MB, 10,000 files, 32 MB per file).',
    'El paquete descomprimido supera el límite (500 MB, 10.000 archivos, 32 MB por archivo).',
  ),
  'learning.package_timeout': e(
    422,
    'O pacote demorou demais para ser lido. Tente um pacote menor.',
    'The package took too long to read. Try a smaller package.',
    'El paquete tardó demasiado en leerse. Prueba con un paquete más pequeño.',
  ),
  'learning.no_package': e(
    404,
    'Este conteúdo não tem pacote SCORM.',
    'This content has no SCORM package.',
    'Este contenido no tiene paquete SCORM.',
  ),
  'learning.standard_mismatch': e(
    422,
    'Os dados enviados não são do padrão do pacote.',
    "The data sent is not of the package's standard.",
    'Los datos enviados no son del estándar del paquete.',
  ),
} as const;

export const LEARNING_FIELD_MESSAGES = {
  'learning.cmi_too_large': {
    'pt-BR': 'Os dados do curso passam do tamanho permitido',
    en: "The course's data is past the allowed size",
    es: 'Los datos del curso superan el tamaño permitido',
  },
} as const satisfies Record<string, Texts>;
