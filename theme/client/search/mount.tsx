export function mountSearch(): void {}
