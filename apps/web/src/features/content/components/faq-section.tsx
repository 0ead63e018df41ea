import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useSettings } from '../../../lib/settings';
import './faq-section.css';

/** Upper bound on FAQ entries read from the strings, so a typo can't loop forever. */
const maxFaqItems = 50;

/** The questions `marketing.faq.items.N.question/answer` that exist, in order from 0. */
export function useFaqItems(): Array<{ question: string; answer: string }> {
  const { t, i18n } = useTranslation();
  const { brandName } = useSettings();
  const items: Array<{ question: string; answer: string }> = [];
  for (let index = 0; index < maxFaqItems; index++) {
    const questionKey = `marketing.faq.items.${index}.question`;
    const answerKey = `marketing.faq.items.${index}.answer`;
    if (!i18n.exists(questionKey) || !i18n.exists(answerKey)) break;
    items.push({
      question: t(questionKey, { brandName }),
      answer: t(answerKey, { brandName }),
    });
  }
  return items;
}

/** The lobby FAQ as native disclosure widgets (keyboard and screen-reader friendly for free). */
export function FaqSection() {
  const { t, i18n } = useTranslation();
  const items = useFaqItems();
  if (items.length === 0) return null;
  const title = i18n.exists('marketing.faq.title') ? t('marketing.faq.title') : t('shell.lobby.faqTitle');
  return (
    <section className="faq-section page-section" aria-labelledby="faq-title">
      <h2 id="faq-title" className="page-section__title">
        {title}
      </h2>
      <div className="faq-section__list">
        {items.map((item) => (
          <details key={item.question} className="faq-section__item">
            <summary>
              <span>{item.question}</span>
              <Icon name="chevronDown" size={18} className="faq-section__chevron" />
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
