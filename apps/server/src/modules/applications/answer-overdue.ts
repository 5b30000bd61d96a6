/**
 * A promised answer date that has passed while the application still waits under analysis for a decision; `today`
 * is the company's day (jobs' answerDay).
 */
export const isAnswerOverdue = (application: { status: string; answerBy: string | null }, today: string): boolean =>
  application.status === 'under_analysis' && application.answerBy !== null && application.answerBy < today;
