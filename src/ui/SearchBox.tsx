import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface SearchBoxProps {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/** The search box above a list; its placeholder is also its accessible name. */
export function SearchBox({ value, placeholder, onChange }: SearchBoxProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      placeholder={placeholder}
      onChange={event => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 360 } }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
