// Types of the parts of config.mjs that the TypeScript tests import.
export interface Sample {
  route: string;
  label: string;
  returning: boolean;
}
export const ROUTES: string[];
export const RETURNING_VISITOR_ROUTES: string[];
export const SAMPLES: Sample[];
export const PDF_VIEWER_ROUTE: string;
