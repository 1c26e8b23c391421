import { Button, type ButtonProps, Tooltip, type TooltipProps } from 'antd';

type IconActionProps = Pick<
  ButtonProps,
  'icon' | 'onClick' | 'danger' | 'disabled' | 'loading' | 'size' | 'href' | 'target' | 'rel'
> & {
  /** What the action does, shown as its tooltip: "Bewerken". */
  title: string;
  /** The accessible name where the title alone does not say on what: "Gezin Peeters bewerken". */
  label?: string;
  /** Why the action is not available now, added to the tooltip. */
  hint?: string | undefined;
  placement?: TooltipProps['placement'];
};

/** An icon-only action of a row or card: its name as the tooltip and as the button's accessible name. */
export function IconAction({ title, label, hint, placement, ...button }: IconActionProps) {
  return (
    <Tooltip title={hint ? `${title} (${hint})` : title} placement={placement}>
      <Button type="text" aria-label={label ?? title} {...button} />
    </Tooltip>
  );
}
