// Schemas of company-records (issue 14).
export {};
