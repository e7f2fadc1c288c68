// Exports of this folder, by name (the owner adds them).
export {};
