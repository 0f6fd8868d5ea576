// Declarations of this area's endpoints (see ../declare.ts and ./hk.ts).
export {};
