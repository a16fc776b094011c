import { describe, expect, it } from 'vitest';
import { detectLanguage } from '@/lib/documents/extract';

const paragraphs = {
  de: 'Gegenstand der Ausschreibung ist die tägliche Unterhaltsreinigung der Schulgebäude. Die Angebote sind bis zum Ende der Frist über die Vergabeplattform einzureichen.',
  fr: "L'objet du marché est le nettoyage quotidien des bâtiments scolaires. Les offres doivent être déposées sur la plateforme avant la date limite.",
  en: 'The contract covers the daily cleaning of the school buildings. Tenders must be submitted through the procurement portal before the deadline.',
  it: "L'appalto riguarda la pulizia quotidiana degli edifici scolastici. Le offerte devono essere presentate tramite la piattaforma entro il termine.",
  es: 'El contrato comprende la limpieza diaria de los edificios escolares. Las ofertas deberán presentarse a través de la plataforma antes del plazo.',
  pl: 'Przedmiotem zamówienia jest codzienne sprzątanie budynków szkolnych. Oferty należy składać za pośrednictwem platformy przed upływem terminu.',
  nl: 'De opdracht betreft de dagelijkse schoonmaak van de schoolgebouwen. Inschrijvingen moeten via het aanbestedingsplatform worden ingediend.',
  el: 'Αντικείμενο της σύμβασης είναι ο καθημερινός καθαρισμός των σχολικών κτιρίων. Οι προσφορές υποβάλλονται μέσω της πλατφόρμας.',
} as const;

describe('detectLanguage', () => {
  for (const [language, text] of Object.entries(paragraphs)) {
    it(`recognises a short ${language} paragraph`, () => {
      expect(detectLanguage(text)).toBe(language);
    });
  }

  it('answers the hint, or null, when there is too little text to tell', () => {
    expect(detectLanguage('Los 3', 'de')).toBe('de');
    expect(detectLanguage('12.03.2026 – 4.500,00 EUR', null)).toBeNull();
  });

  it('takes the hint for a short, ambiguous text but not against a clear paragraph', () => {
    expect(detectLanguage('Item Unit Price Window cleaning Floor cleaning', 'en')).toBe('en');
    expect(detectLanguage(paragraphs.fr + ' ' + paragraphs.fr, 'de')).toBe('fr');
  });

  it('ignores numbers, addresses and links, which forms are full of', () => {
    const form = `${paragraphs.de} Tel. +43 1 234 5678, vergabe@stadt.example.at, https://vergabe.example.at/2026/123 4711 0815`;
    expect(detectLanguage(form)).toBe('de');
  });
});
