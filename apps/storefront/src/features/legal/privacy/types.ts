/** A privacy agreement in one language: a short introduction and titled sections of plain paragraphs. */
export interface PrivacyText {
  updated: string;
  intro: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}
