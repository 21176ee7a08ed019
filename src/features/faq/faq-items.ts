import { maxYearsText, monthlyRateText, paymentAnswer, type FaqFigures } from '../../lib/config/faq';

export type FaqItem = { question: string; answer: string };

/** Spec section 2, "FAQ": the rate, when the money arrives and how many years can be anticipated. */
export function faqItems({ monthlyRate, paymentDays, maxYears }: FaqFigures): FaqItem[] {
  return [
    { question: 'Qual é a taxa de juros?', answer: `A taxa de juros é de ${monthlyRateText(monthlyRate)}.` },
    { question: 'Em quanto tempo recebo o dinheiro?', answer: paymentAnswer(paymentDays) },
    {
      question: 'Quantos anos posso antecipar?',
      answer: `Você pode antecipar até ${maxYearsText(maxYears)} do seu saque-aniversário.`,
    },
  ];
}
