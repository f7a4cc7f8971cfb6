// The stories every install starts with: how Italian businesses use
// operating rental. Images are the catalogue's own generated pictures.
import type { Locale } from '../../i18n';
import type { Story } from './types';

type Localized = Record<Locale, Pick<Story, 'title' | 'summary' | 'bodyHtml'>>;

interface LocalStory {
  id: string;
  imageUrl: string;
  publishedAt: string;
  text: Localized;
}

export const LOCAL_STORIES: readonly LocalStory[] = [
  {
    id: 'studio-dentistico-bergamo',
    imageUrl: '/api/files/catalogue/family-tablet.svg',
    publishedAt: '2026-03-12',
    text: {
      it: {
        title: 'Uno studio dentistico di Bergamo passa ai tablet a noleggio',
        summary: 'Dodici tablet per la sala d’attesa e gli ambulatori, un canone fisso e la garanzia GOLD.',
        bodyHtml:
          '<p>Lo <strong>Studio Dentistico Ferri</strong> ha sostituito i moduli cartacei con dodici tablet per l’accettazione e il consenso informato.</p><ul><li>Canone mensile deducibile</li><li>Garanzia GOLD contro i danni accidentali</li><li>Consegna in due sedi</li></ul>',
      },
      en: {
        title: 'A dental practice in Bergamo moves to rented tablets',
        summary: 'Twelve tablets for the waiting room and surgeries, a fixed monthly fee and GOLD cover.',
        bodyHtml:
          '<p><strong>Studio Dentistico Ferri</strong> replaced paper forms with twelve tablets for check-in and informed consent.</p><ul><li>Deductible monthly fee</li><li>GOLD cover against accidental damage</li><li>Delivery to two sites</li></ul>',
      },
    },
  },
  {
    id: 'agenzia-immobiliare-torino',
    imageUrl: '/api/files/catalogue/family-fotocamere.svg',
    publishedAt: '2026-05-04',
    text: {
      it: {
        title: 'Fotocamere professionali per un’agenzia immobiliare di Torino',
        summary: 'Servizi fotografici in casa, senza immobilizzare capitale.',
        bodyHtml:
          '<p>Con quattro mirrorless a noleggio per 36 mesi, l’agenzia <em>Casa Sabauda</em> realizza da sé le foto degli immobili e ha ridotto i tempi di pubblicazione degli annunci.</p>',
      },
      en: {
        title: 'Professional cameras for an estate agency in Turin',
        summary: 'Property photo shoots in-house, without tying up capital.',
        bodyHtml: '<p>With four mirrorless cameras rented for 36 months, <em>Casa Sabauda</em> shoots its own property photos and lists homes sooner.</p>',
      },
    },
  },
  {
    id: 'logistica-verona',
    imageUrl: '/api/files/catalogue/family-smartphone.svg',
    publishedAt: '2026-07-21',
    text: {
      it: {
        title: 'Smartphone rugged per i corrieri di una logistica veronese',
        summary: 'Quaranta dispositivi consegnati in tre depositi, con garanzia PLATINUM.',
        bodyHtml:
          '<p>Una società di logistica di Verona ha dotato i corrieri di smartphone con garanzia <strong>PLATINUM</strong>: i primi due incidenti sono coperti senza franchigia.</p>',
      },
      en: {
        title: 'Rugged smartphones for the couriers of a Verona logistics firm',
        summary: 'Forty devices delivered to three depots, with PLATINUM cover.',
        bodyHtml: '<p>A Verona logistics company gave its couriers smartphones with <strong>PLATINUM</strong> cover: the first two accidents carry no fee.</p>',
      },
    },
  },
  {
    id: 'commercialisti-napoli',
    imageUrl: '/api/files/catalogue/family-notebook.svg',
    publishedAt: '2026-09-30',
    text: {
      it: {
        title: 'Uno studio di commercialisti di Napoli rinnova i notebook ogni 3 anni',
        summary: 'Noleggio flex: a fine contratto i notebook si rinnovano senza pensieri.',
        bodyHtml: '<p>Con il <strong>Noleggio flex</strong> lo studio rinnova il parco notebook a fine contratto, con un canone che resta deducibile.</p>',
      },
      en: {
        title: 'An accountancy firm in Naples renews its notebooks every 3 years',
        summary: 'Flex rental: at the end of the term the notebooks are simply renewed.',
        bodyHtml: '<p>With <strong>Flex rental</strong> the firm renews its notebooks at the end of each term, with a fee that stays deductible.</p>',
      },
    },
  },
];
