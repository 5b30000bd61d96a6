// Endpoints of company (issue 14).
export {};
