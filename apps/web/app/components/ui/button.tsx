import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none',
    'transition-[background-color,color,box-shadow,transform] duration-200 ease-out-soft',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white shadow-soft hover:-translate-y-0.5 hover:bg-brand-dark hover:shadow-lift',
        secondary:
          'bg-white text-brand-dark ring-1 ring-ink-200 ring-inset hover:-translate-y-0.5 hover:ring-brand hover:shadow-soft',
        ghost: 'text-ink-700 hover:bg-ink-100 hover:text-brand-dark',
        accent: 'bg-accent text-brand-dark hover:-translate-y-0.5 hover:bg-white hover:shadow-lift',
        inverse: 'bg-white/10 text-white ring-1 ring-white/25 ring-inset hover:bg-white/20',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-[0.9375rem]',
        lg: 'h-13 px-7 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a Link, an <a>) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot {...props} className={classes} />;
  return <button className={classes} type={type ?? 'button'} {...props} />;
}

type ElementProps = Record<string, unknown>;

/**
 * Renders its only child with these props merged in, as Radix's Slot does (the child's props win,
 * class names and styles join, both event handlers run, the child's first), without Radix's weight.
 */
function Slot({ children, ...slotProps }: { children?: ReactNode } & ElementProps) {
  if (!isValidElement<ElementProps>(children)) return null;
  const childProps = children.props;
  const merged: ElementProps = { ...slotProps, ...childProps };
  for (const [name, childValue] of Object.entries(childProps)) {
    const slotValue = slotProps[name];
    if (/^on[A-Z]/.test(name) && typeof childValue === 'function' && typeof slotValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    else if (name === 'ref' && slotValue && childValue) {
      merged.ref = (node: unknown) => {
        setRef(slotValue, node);
        setRef(childValue, node);
      };
    }
  }
  return cloneElement(children, merged);
}

function setRef(ref: unknown, node: unknown) {
  if (typeof ref === 'function') ref(node);
  else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
}
