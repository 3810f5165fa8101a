import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import { Select } from '../../../ui/Select/Select';
import '../../../i18n/messages/gameScreens';

/** Spec 7 sortType codes (mocks/data/README.md): 0 catalogue, 1 popular, 2 newest, 3 A–Z. */
const OPTIONS: readonly { value: number; label: MessageKey }[] = [
  { value: 0, label: 'games.sort.default' },
  { value: 1, label: 'games.sort.popular' },
  { value: 2, label: 'games.sort.newest' },
  { value: 3, label: 'games.sort.nameAsc' },
];

type SortSelectProps = {
  value: number;
  onChange: (sortType: number) => void;
};

/** "Ordenar por": the browser's own select, so every platform gives its native picker. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <Select
      layout="inline"
      label={t('games.sort.label')}
      value={String(value)}
      options={OPTIONS.map((option) => ({ value: String(option.value), label: t(option.label) }))}
      onChange={(sortType) => onChange(Number(sortType))}
    />
  );
}
