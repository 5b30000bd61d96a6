import { e, type Texts } from '../errors/define.ts';

/** Errors of questionnaires and their attempts. */
export const QUIZZES_ERRORS = {
  'quiz.not_found': e(
    404,
    'Este questionário ainda não tem perguntas',
    'This questionnaire has no questions yet',
    'Este cuestionario aún no tiene preguntas',
  ),
  'quiz.not_questionnaire': e(
    422,
    'Só conteúdos do tipo questionário podem ter perguntas',
    'Only questionnaire contents can have questions',
    'Solo los contenidos de tipo cuestionario pueden tener preguntas',
  ),
  'quiz.answers_count': e(
    422,
    'Responda todas as perguntas do questionário, uma resposta por pergunta',
    'Answer every question of the questionnaire, one answer per question',
    'Responde todas las preguntas del cuestionario, una respuesta por pregunta',
  ),
  'quiz.single_choice_answer': e(
    422,
    'Uma pergunta de escolha única aceita só uma resposta',
    'A single-choice question takes only one answer',
    'Una pregunta de opción única acepta solo una respuesta',
  ),
  'quiz.answer_out_of_range': e(
    422,
    'Uma das respostas indica uma opção que não existe na pergunta',
    'One of the answers points to an option the question does not have',
    'Una de las respuestas indica una opción que no existe en la pregunta',
  ),
  'quiz.attempts_exhausted': e(
    429,
    'Você já usou as 5 tentativas de hoje neste questionário. Tente novamente amanhã.',
    'You have used today’s 5 attempts at this questionnaire. Try again tomorrow.',
    'Ya usaste los 5 intentos de hoy en este cuestionario. Inténtalo de nuevo mañana.',
  ),
} as const;

export const QUIZZES_FIELD_MESSAGES = {
  'quiz.correct_required': {
    'pt-BR': 'Marque ao menos uma opção correta',
    en: 'Mark at least one right option',
    es: 'Marca al menos una opción correcta',
  },
  'quiz.single_choice_one': {
    'pt-BR': 'Uma pergunta de escolha única tem exatamente uma opção correta',
    en: 'A single-choice question has exactly one right option',
    es: 'Una pregunta de opción única tiene exactamente una opción correcta',
  },
  'quiz.option_out_of_range': {
    'pt-BR': 'A opção correta indicada não existe nesta pergunta',
    en: 'The right option given does not exist in this question',
    es: 'La opción correcta indicada no existe en esta pregunta',
  },
} as const satisfies Record<string, Texts>;
