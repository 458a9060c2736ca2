"""Only the package list lives here: resources/ sits at the top level (design card) and installs as
tableapp.resources, which pyproject.toml alone cannot combine with automatic package discovery."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["tableapp", "tableapp.*"]) + ["tableapp.resources"],
    package_dir={"tableapp.resources": "resources"},
)
