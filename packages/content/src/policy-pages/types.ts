export type PolicyPageContent = { title: string; body: string };
