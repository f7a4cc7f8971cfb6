import type { Config } from 'tailwindcss';

// Colours come from CSS variables (app/globals.css) so one attribute on <html>
// switches the palette: default cyan, dark yellow for the Nikon agency.
export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: 'var(--primary)',
          dark: 'var(--primary-dark)',
          light: 'var(--primary-light)',
          contrast: 'var(--primary-contrast)',
        },
        surface: 'var(--surface)',
        ink: { DEFAULT: 'var(--ink)', muted: 'var(--ink-muted)' },
      },
      width: { drawer: '250px' },
      spacing: { drawer: '250px' },
      fontFamily: { sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'] },
    },
  },
} satisfies Config;
