// What the job alerts domain offers the other features (the only file of it they may import).

/** "Criar alerta" on a position search (positions' search screen). */
export { CreateJobAlertButton } from './alerts/create-job-alert-button.tsx';
/** The account's list of alerts (communication's account screen). */
export { JobAlertsPanel } from './alerts/job-alerts-panel.tsx';
