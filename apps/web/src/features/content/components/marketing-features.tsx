import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useSettings } from '../../../lib/settings';
import './marketing-features.css';

const maxFeatures = 12;
const featureIcons: IconName[] = ['slots', 'wallet', 'calendar', 'support', 'star', 'shield'];

/** The selling points `marketing.features.N.title/text` that exist, as a row of cards. */
export function MarketingFeatures() {
  const { t, i18n } = useTranslation();
  const { brandName } = useSettings();
  const features: Array<{ title: string; text: string }> = [];
  for (let index = 0; index < maxFeatures; index++) {
    const titleKey = `marketing.features.${index}.title`;
    const textKey = `marketing.features.${index}.text`;
    if (!i18n.exists(titleKey)) break;
    features.push({
      title: t(titleKey, { brandName }),
      text: i18n.exists(textKey) ? t(textKey, { brandName }) : '',
    });
  }
  if (features.length === 0) return null;
  return (
    <ul className="marketing-features">
      {features.map((feature, index) => (
        <li key={feature.title} className="marketing-features__item">
          <span className="marketing-features__icon" aria-hidden="true">
            <Icon name={featureIcons[index % featureIcons.length] ?? 'star'} size={22} />
          </span>
          <h3 className="marketing-features__title">{feature.title}</h3>
          {feature.text ? <p className="marketing-features__text">{feature.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
