// Schemas of wallet (issue 14).
export {};
