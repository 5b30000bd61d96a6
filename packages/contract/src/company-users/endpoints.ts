// Endpoints of company-users (issue 14).
export {};
