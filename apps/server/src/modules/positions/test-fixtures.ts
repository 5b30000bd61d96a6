// The recruitment fixtures live in test/hiring-fixtures.ts, shared by the jobs, applications and hiring modules' tests.
export * from '../../../test/hiring-fixtures.ts';
