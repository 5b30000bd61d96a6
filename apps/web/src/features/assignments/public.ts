// What the assignments domain offers the other features (the only file of it they may import).

/** The home's first section: the training a company assigned to the signed-in person, with its deadline. */
export { MyAssignments } from './home/my-assignments.tsx';
