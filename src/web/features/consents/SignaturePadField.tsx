import { Eraser } from 'lucide-react';
import { type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../components/ui/button';
import { describedBy, FieldError, type FieldErrorValue } from '../../components/ui/field-error';
import { cn } from '../../lib/cn';

/**
 * A finger (or stylus, or mouse) signature on a white card, drawn through pointer events by
 * signature_pad. Reports a PNG data URL after each stroke, null once cleared. The card keeps its
 * strokes when the phone turns: they are redrawn at the new size. `ref` reaches the card, so a form
 * can bring a missing signature into view and focus (it takes focus only that way, not by Tab).
 */
export function SignaturePadField({
  label,
  error,
  onChange,
  ref,
}: {
  label: string;
  error?: FieldErrorValue;
  onChange: (png: string | null) => void;
  ref?: Ref<HTMLCanvasElement>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const changed = useRef(onChange);
  changed.current = onChange;
  const labelId = useId();
  const canvasId = useId();
  const setCanvas = useCallback(
    (el: HTMLCanvasElement | null) => {
      canvas.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );

  useEffect(() => {
    const el = canvas.current!;
    const signature = new SignaturePad(el, {
      penColor: '#111111',
      backgroundColor: 'rgb(255,255,255)',
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    pad.current = signature;
    const fitToSize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = el.offsetWidth * ratio;
      if (width === el.width) return;
      const strokes = signature.toData();
      el.width = width;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')!.scale(ratio, ratio);
      signature.clear();
      signature.fromData(strokes);
    };
    fitToSize();
    const stroke = () => {
      setEmpty(signature.isEmpty());
      changed.current(signature.isEmpty() ? null : signature.toDataURL('image/png'));
    };
    signature.addEventListener('endStroke', stroke);
    const observer = new ResizeObserver(fitToSize);
    observer.observe(el);
    return () => {
      observer.disconnect();
      signature.removeEventListener('endStroke', stroke);
      signature.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
    changed.current(null);
  };

  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-ink-300">
          {label}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={empty}>
          <Eraser size={16} aria-hidden /> Limpar
        </Button>
      </div>
      <div className="relative">
        <canvas
          ref={setCanvas}
          id={canvasId}
          role="img"
          tabIndex={-1}
          aria-labelledby={labelId}
          {...describedBy(canvasId, { error })}
          className={cn(
            'block h-40 w-full touch-none rounded-xl border-2 bg-white focus:outline-none focus:ring-2 focus:ring-blood-500',
            error ? 'border-blood-400' : 'border-ink-600',
          )}
        />
        {empty && (
          <p
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-3 text-center text-xs text-neutral-500"
          >
            Assine aqui com o dedo
          </p>
        )}
        <span
          aria-hidden
          className="pointer-events-none absolute inset-x-6 bottom-9 border-b border-neutral-300"
        />
      </div>
      <FieldError inputId={canvasId} error={error} />
    </div>
  );
}
