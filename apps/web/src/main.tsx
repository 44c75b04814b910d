import "./start-app";
import "./index.css";
