import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField } from '../../../../src/features/auth/PhoneField/PhoneField';

/** The field as a form uses it: controlled, starting from `initial`. */
function ControlledPhoneField({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <PhoneField
        name="phone"
        areaCode="55"
        value={value}
        onChange={setValue}
        onBlur={() => undefined}
        error={error ?? null}
        ref={() => undefined}
      />
    </div>
  );
}

const meta = {
  component: ControlledPhoneField,
} satisfies Meta<typeof ControlledPhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByLabelText('Celular');
    await expect(phone).toHaveAccessibleDescription('+55');
    await expect(phone).toHaveAttribute('placeholder', '(11) 91234-5678');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, step }) => {
    const phone = within(canvasElement).getByLabelText('Celular');
    await step('digits are masked as they are typed', async () => {
      await userEvent.type(phone, '11987');
      await expect(phone).toHaveValue('(11) 987');
      await userEvent.type(phone, '654321');
      await expect(phone).toHaveValue('(11) 98765-4321');
    });
    await step('a pasted international number keeps only the national part', async () => {
      await userEvent.clear(phone);
      await userEvent.click(phone);
      await userEvent.paste('+55 21 99876-5432');
      await expect(phone).toHaveValue('(21) 99876-5432');
    });
  },
};

export const WithError: Story = {
  args: { initial: '(11) 3456-7890', error: 'Informe um celular válido, com DDD' },
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByLabelText('Celular');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Informe um celular válido, com DDD/);
  },
};
