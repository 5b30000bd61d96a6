// Endpoints of company-records (issue 14).
export {};
