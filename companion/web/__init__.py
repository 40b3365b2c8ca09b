"""What the app is as a web server, around every page and API answer.

security: hosts, headers, the capability cookies' rules. origin: where a form's post
came from (CSRF beside the token). limits / cpu: rate limits and each
client's CPU share. serving: waitress, with slow clients kept out. links: the addresses the
pages hand out. compress: compressed answers kept. i18n / catalogues: the reader's language
and the translations checked at start.
"""
