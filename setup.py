"""What pyproject.toml cannot say: templates/ and static/ stay at the top of the checkout
(where a designer finds them) and ship inside the package, as companion/templates and
companion/static, where the installed app looks first (companion._folder).
tests/test_wheel.py builds the wheel, installs it in a fresh venv and serves a page."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["companion", "companion.*"])
    + ["companion.templates", "companion.static"],
    package_dir={"companion.templates": "templates", "companion.static": "static"},
    package_data={"companion.templates": ["*.html", "*/*.html", "*/*.svg"],
                  "companion.static": ["*.*", "*/*.*"],
                  "companion.migrations": ["script.py.mako"],
                  # the catalogues: .mo for Flask-Babel, .po to check one is complete
                  "companion": ["translations/*.pot", "translations/*/LC_MESSAGES/*.*"]},
    exclude_package_data={"companion.static": ["icons/make_icons.py"]},
)
