// Schemas of integrations (issue 14).
export {};
