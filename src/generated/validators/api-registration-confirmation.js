// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-confirmation.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-registration-confirmation.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-registration-confirmation.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-registration-confirmation.json","title":"caption.registrationConfirmationApi","type":"object","required":["body","token"],"properties":{"body":{"type":"string","title":"caption.body","minLength":1,"maxLength":200,"messages":{"required":"field.required","type":"field.invalid","minLength":"field.required","maxLength":"field.maxLength"},"validCharacters":true},"token":{"type":"string","title":"caption.token","minLength":1,"maxLength":200,"messages":{"required":"field.required","type":"field.invalid","minLength":"field.required","maxLength":"field.maxLength"},"validCharacters":true}},"messages":{"type":"field.invalid"},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-registration-confirmation.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.body === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.token === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.body !== undefined){
let data0 = data.body;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err2 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.token !== undefined){
let data1 = data.token;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err6 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
