import type { Ref } from 'react';

const excelName = /\.(xlsx|xls)$/i;

interface SheetFileInputProps {
  ref: Ref<HTMLInputElement>;
  label: string;
  /** The Excel file chosen; a file of another kind is refused by `onWrongFile`. */
  onChoose: (file: File) => void;
  onWrongFile: () => void;
}

/** The hidden file input of an import, opened by its button, taking Excel files; emptied once read, so the same file can be chosen again. */
export function SheetFileInput({ ref, label, onChoose, onWrongFile }: SheetFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
      aria-label={label}
      onChange={event => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        if (excelName.test(file.name)) onChoose(file);
        else onWrongFile();
      }}
    />
  );
}
