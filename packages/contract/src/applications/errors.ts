import { e, type Texts } from '../errors/define.ts';

/** Errors of applications and the recruiters' pipeline. */
export const APPLICATIONS_ERRORS = {
  'application.not_found': e(404, 'Candidatura não encontrada', 'Application not found', 'Candidatura no encontrada'),
  'application.exists': e(
    409,
    'Você já se candidatou a esta vaga',
    'You have already applied to this position',
    'Ya te postulaste a esta vacante',
  ),
  'application.closed': e(
    409,
    'As inscrições desta vaga estão encerradas',
    'Registrations for this position are closed',
    'Las inscripciones de esta vacante están cerradas',
  ),
  'application.paused': e(
    409,
    'Esta vaga está pausada: retome sua candidatura quando ela for reaberta',
    'This position is paused: resume your application when it reopens',
    'Esta vacante está pausada: retoma tu candidatura cuando se reabra',
  ),
  'application.given_up': e(
    409,
    'Você desistiu desta candidatura. Para participar de novo, comece uma nova candidatura',
    'You gave up this application. To take part again, start a new application',
    'Desististe de esta candidatura. Para participar de nuevo, empieza una nueva candidatura',
  ),
  'application.wrong_step': e(
    409,
    'Conclua as etapas na ordem: esta não é a etapa atual da candidatura',
    'Complete the steps in order: this is not the application’s current step',
    'Completa las etapas en orden: esta no es la etapa actual de la candidatura',
  ),
  'application.not_deleted': e(
    409,
    'Exclua a candidatura antes de enviar o feedback',
    'Delete the application before sending feedback',
    'Elimina la candidatura antes de enviar el comentario',
  ),
  'application.feedback_sent': e(409, 'Feedback já enviado', 'Feedback already sent', 'Comentario ya enviado'),
  'application.internal_only': e(
    403,
    'Esta vaga é de mobilidade interna: só membros da empresa podem se candidatar',
    'This is an internal mobility position: only the company’s members may apply',
    'Esta vacante es de movilidad interna: solo los miembros de la empresa pueden postularse',
  ),
  'application.invalid_stage': e(
    409,
    'Não é possível mover o candidato para essa etapa',
    'The candidate cannot move to that stage',
    'No es posible mover al candidato a esa etapa',
  ),
  'application.untimed_step': e(
    409,
    'Esta etapa não tem limite de tempo: não há relógio para iniciar',
    'This step has no time limit: there is no clock to start',
    'Esta etapa no tiene límite de tiempo: no hay reloj que iniciar',
  ),
  'application.not_started': e(
    409,
    'Inicie a resposta antes de enviá-la: o limite de tempo desta etapa conta a partir do início da resposta',
    'Start the answer before sending it: this step’s time limit counts from the start of the answer',
    'Inicia la respuesta antes de enviarla: el límite de tiempo de esta etapa cuenta desde el inicio de la respuesta',
  ),
  'application.time_over': e(
    409,
    'O tempo desta resposta acabou: ela chegou depois do limite da etapa e não foi salva. Para responder de novo, desista desta candidatura e comece outra',
    'The time for this answer is over: it arrived after the step’s limit and was not saved. To answer again, give up this application and start another',
    'El tiempo de esta respuesta terminó: llegó después del límite de la etapa y no se guardó. Para responder de nuevo, desiste de esta candidatura y empieza otra',
  ),
  'application.file_not_found': e(404, 'Arquivo não encontrado', 'File not found', 'Archivo no encontrado'),
  'application.too_many_uploads': e(
    429,
    'Você enviou muitos arquivos em pouco tempo. Aguarde alguns minutos e envie de novo',
    'You sent too many files in a short time. Wait a few minutes and send again',
    'Enviaste demasiados archivos en poco tiempo. Espera unos minutos y envía de nuevo',
  ),
  'application.uploads_in_progress': e(
    429,
    'Você já está enviando outros arquivos. Aguarde esses envios terminarem e tente de novo',
    'You are already sending other files. Wait for them to finish and try again',
    'Ya estás enviando otros archivos. Espera a que terminen y vuelve a intentarlo',
  ),
  'application.file_type': e(
    415,
    'Formato de arquivo não aceito: o currículo pode ser PDF, DOCX, ODT ou TXT; a resposta em vídeo, WebM, MP4 ou MOV; a resposta em áudio, WebM, OGG, MP3, M4A ou WAV',
    'File format not accepted: the resume may be PDF, DOCX, ODT or TXT; the video answer WebM, MP4 or MOV; the audio answer WebM, OGG, MP3, M4A or WAV',
    'Formato de archivo no aceptado: el currículum puede ser PDF, DOCX, ODT o TXT; la respuesta en video, WebM, MP4 o MOV; la respuesta en audio, WebM, OGG, MP3, M4A o WAV',
  ),
  'application.video_unreadable': e(
    415,
    'Não foi possível ler este vídeo: o arquivo está incompleto ou não é um vídeo WebM, MP4 ou MOV. Grave de novo ou escolha outro arquivo',
    'This video could not be read: the file is incomplete or not a WebM, MP4 or MOV video. Record again or choose another file',
    'No fue posible leer este video: el archivo está incompleto o no es un video WebM, MP4 o MOV. Graba de nuevo o elige otro archivo',
  ),
  'application.audio_unreadable': e(
    415,
    'Não foi possível ler este áudio: o arquivo está incompleto ou não é um áudio WebM, OGG, MP3, M4A ou WAV. Grave de novo ou escolha outro arquivo',
    'This audio could not be read: the file is incomplete or not a WebM, OGG, MP3, M4A or WAV audio. Record again or choose another file',
    'No fue posible leer este audio: el archivo está incompleto o no es un audio WebM, OGG, MP3, M4A o WAV. Graba de nuevo o elige otro archivo',
  ),
  'application.document_unreadable': e(
    415,
    'Não foi possível ler o texto deste currículo: o arquivo DOCX, ODT ou TXT está danificado. Salve-o de novo ou envie um PDF',
    'The text of this resume could not be read: the DOCX, ODT or TXT file is damaged. Save it again or send a PDF',
    'No fue posible leer el texto de este currículum: el archivo DOCX, ODT o TXT está dañado. Guárdalo de nuevo o envía un PDF',
  ),
  'application.pdf_unreadable': e(
    415,
    'Não foi possível abrir este PDF: o arquivo está danificado ou não é um PDF de verdade. Salve-o de novo, envie um DOCX, ODT ou TXT, ou use seu perfil Trilha',
    'This PDF could not be opened: the file is damaged or not a real PDF. Save it again, send a DOCX, ODT or TXT, or use your Trilha profile',
    'No fue posible abrir este PDF: el archivo está dañado o no es un PDF de verdad. Guárdalo de nuevo, envía un DOCX, ODT o TXT, o usa tu perfil Trilha',
  ),
  'application.document_empty': e(
    422,
    'Este currículo não tem texto para ler: escreva seu currículo no documento ou use seu perfil Trilha',
    'This resume has no text to read: write your resume in the document or use your Trilha profile',
    'Este currículum no tiene texto para leer: escribe tu currículum en el documento o usa tu perfil Trilha',
  ),
  'application.document_too_long': e(
    422,
    'Este currículo tem texto demais (mais de 30.000 caracteres): resuma-o ou use seu perfil Trilha',
    'This resume has too much text (over 30,000 characters): shorten it or use your Trilha profile',
    'Este currículum tiene demasiado texto (más de 30.000 caracteres): resúmelo o usa tu perfil Trilha',
  ),
} as const;

export const APPLICATIONS_FIELD_MESSAGES = {
  'application.invalid_source': {
    'pt-BR': 'Origem inválida: use até 40 letras minúsculas, números, _ ou -',
    en: 'Invalid source: use up to 40 lowercase letters, digits, _ or -',
    es: 'Origen no válido: usa hasta 40 letras minúsculas, números, _ o -',
  },
  'application.file_missing': {
    'pt-BR': 'Envie o arquivo antes de continuar',
    en: 'Upload the file before going on',
    es: 'Envía el archivo antes de continuar',
  },
  'application.answer_every_question': {
    'pt-BR': 'Responda a todas as perguntas',
    en: 'Answer every question',
    es: 'Responde todas las preguntas',
  },
  'application.video_or_text': {
    'pt-BR': 'Grave ou escolha um vídeo, ou escreva sua resposta',
    en: 'Record or choose a video, or write your answer',
    es: 'Graba o elige un video, o escribe tu respuesta',
  },
  'application.one_answer': {
    'pt-BR': 'Envie só uma resposta: o vídeo ou o texto',
    en: 'Send one answer only: the video or the text',
    es: 'Envía una sola respuesta: el video o el texto',
  },
  'application.profile_incomplete': {
    'pt-BR': 'Complete seu perfil Trilha (cargo e uma experiência ou formação) ou envie um currículo em PDF',
    en: 'Complete your Trilha profile (title and an experience or a course) or send a PDF resume',
    es: 'Completa tu perfil Trilha (cargo y una experiencia o formación) o envía un currículum en PDF',
  },
  'application.one_resume': {
    'pt-BR': 'Escolha só uma forma: o perfil Trilha ou o currículo em PDF',
    en: 'Choose one way only: the Trilha profile or the PDF resume',
    es: 'Elige una sola forma: el perfil Trilha o el currículum en PDF',
  },
  'application.answer_date_past': {
    'pt-BR': 'A data prometida não pode estar no passado',
    en: 'The promised date cannot be in the past',
    es: 'La fecha prometida no puede estar en el pasado',
  },
  'application.answer_date_far': {
    'pt-BR': 'A data prometida deve estar dentro dos próximos 12 meses',
    en: 'The promised date must be within the next 12 months',
    es: 'La fecha prometida debe estar dentro de los próximos 12 meses',
  },
} as const satisfies Record<string, Texts>;
