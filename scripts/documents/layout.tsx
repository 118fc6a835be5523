import type { ReactNode } from 'react';
import { Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { SpecRow } from './model';
import { DOCUMENT_PAGE } from '../../components/shared/pdf/assets';

/** Colours of the site's design tokens (app/globals.css), for print. */
export const INK = '#15181c';
export const MUTED = '#5c636b';
export const LINE = '#dfe2e6';
export const BRAND = '#0b5cad';
export const SURFACE = '#f5f6f7';

export const styles = StyleSheet.create({
  // No lineHeight here: on the page it stops react-pdf from drawing the running footer.
  page: { paddingTop: 48, paddingBottom: 56, paddingHorizontal: 48, fontFamily: 'Helvetica', fontSize: 10, color: INK },
  eyebrow: { fontSize: 9, color: BRAND, fontFamily: 'Helvetica-Bold', letterSpacing: 1, textTransform: 'uppercase', marginBottom: 6 },
  h1: { fontSize: 24, lineHeight: 1.25, fontFamily: 'Helvetica-Bold', marginBottom: 8 },
  h2: { fontSize: 14, lineHeight: 1.3, fontFamily: 'Helvetica-Bold', marginTop: 16, marginBottom: 6 },
  lead: { fontSize: 11, lineHeight: 1.45, color: MUTED, marginBottom: 12 },
  muted: { color: MUTED },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 4 },
  label: { width: '40%', color: MUTED },
  value: { width: '60%' },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, borderTopWidth: 0.5, borderTopColor: LINE, paddingTop: 6 },
  footerText: { fontSize: 8, color: MUTED },
  warning: { backgroundColor: '#fff4e5', color: '#7a3e00', padding: 10, borderRadius: 4, marginVertical: 10 },
  bold: { fontFamily: 'Helvetica-Bold' },
  step: { flexDirection: 'row', marginBottom: 5 },
  stepNumber: { width: 18, fontFamily: 'Helvetica-Bold', color: BRAND },
  stepText: { flex: 1 },
});

/** A two-column table of label and value rows. */
export function Table({ rows }: { rows: readonly SpecRow[] }) {
  return (
    <View>
      {rows.map((row) => (
        <View key={row.label} style={styles.row} wrap={false}>
          <Text style={styles.label}>{row.label}</Text>
          <Text style={styles.value}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

/** Numbered steps. */
export function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <View>
      {steps.map((step, index) => (
        <View key={step} style={styles.step} wrap={false}>
          <Text style={styles.stepNumber}>{index + 1}.</Text>
          <Text style={styles.stepText}>{step}</Text>
        </View>
      ))}
    </View>
  );
}

/** An A4 page with a running footer (`footer` receives the page number and total). */
export function DocumentPage({ children, footer }: { children: ReactNode; footer: (page: number, total: number) => string }) {
  return (
    <Page size={DOCUMENT_PAGE.size} style={styles.page}>
      {children}
      <View style={styles.footer} fixed>
        <Text style={styles.footerText} render={({ pageNumber, totalPages }) => footer(pageNumber, totalPages)} />
      </View>
    </Page>
  );
}
