export interface Page {
  id: number;
  title: string;
  content: string;
  slug: string;
}
