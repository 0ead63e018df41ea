import { z } from 'zod';

// Imported first by main.tsx, before any schema exists: without it zod probes `new Function` for its
// fast object parser, which the page's strict CSP refuses and the browser reports as a violation.
z.config({ jitless: true });
