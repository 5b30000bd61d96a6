// What the quizzes domain offers the other features (the only file of it they may import).

/** A questionnaire content's quiz on its page (contents' content page). */
export { QuizPanel } from './take/quiz-panel.tsx';
