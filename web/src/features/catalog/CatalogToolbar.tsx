import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { AddIcon, SearchIcon } from '@blueprintjs/icons';
import { useId } from 'react';

interface CatalogToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  newText: string;
  onNew: () => void;
}

/** The search field (the server matches it case-insensitively) and the New button above a catalog list. */
export function CatalogToolbar({ search, onSearch, placeholder, newText, onNew }: CatalogToolbarProps) {
  const id = useId();
  return (
    <div className="folio-catalog-toolbar" role="search">
      <FormGroup label="Search" labelFor={id} className="folio-catalog-search">
        <InputGroup
          id={id}
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={placeholder}
          value={search}
          onValueChange={onSearch}
        />
      </FormGroup>
      <Button icon={<AddIcon />} intent="primary" text={newText} onClick={onNew} />
    </div>
  );
}
