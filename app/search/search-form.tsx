import styles from './search-form.module.css'

type SearchFormProps = {
	/** This page's own address: without JavaScript the form reloads it with ?q=. */
	action: string
	words: { label: string; button: string }
	/** The results code (search-ui.js), loaded when the reader starts to search. */
	ui: string
	/** The character table that converts a query to the page's Chinese script, if any. */
	table?: string
	/** Shown if the search code or its index cannot be loaded. */
	unavailable: string
}

/** The search box: a GET form that search.js takes over when JavaScript runs. */
export function SearchForm({ action, words, ui, table, unavailable }: SearchFormProps) {
	return (
		<search>
			<form
				method="get"
				action={action}
				className={styles.form}
				data-search=""
				data-ui={ui}
				data-pagefind="/pagefind/pagefind.js"
				data-table={table}
				data-unavailable={unavailable}
			>
				<label htmlFor="search-query" className={styles.label}>
					{words.label}
				</label>
				<div className={styles.row}>
					<input
						id="search-query"
						name="q"
						type="search"
						className={styles.input}
						autoComplete="off"
						spellCheck={false}
						enterKeyHint="search"
						maxLength={200}
					/>
					<button type="submit" className={styles.button}>
						{words.button}
					</button>
				</div>
			</form>
		</search>
	)
}
