// Endpoints of integrations (issue 14).
export {};
