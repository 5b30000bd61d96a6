// Running a contract schema in the browser and showing its issues: the contract's zod error map (field message keys in
// every issue) is in force once this module loads. Kept out of the contract's index so that a screen that runs no
// schema loads no zod (the sign-in's JavaScript budget). Every web module that runs a schema imports fieldMessage from here; one that only
// looks a message up by its key (form-feedback.ts, on every screen) may take it from the contract.
import '@trilha/contract/errors/zod-messages';

export { fieldMessage } from '@trilha/contract';
